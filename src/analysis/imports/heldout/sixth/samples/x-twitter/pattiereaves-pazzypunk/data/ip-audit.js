window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-04-13T19:57:58.000Z",
      "loginIp" : "192.0.2.2",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-04-11T04:27:37.000Z",
      "loginIp" : "192.0.2.3",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-04-07T03:54:28.000Z",
      "loginIp" : "192.0.2.4",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-04-03T03:54:49.000Z",
      "loginIp" : "192.0.2.5",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-03-30T03:54:53.000Z",
      "loginIp" : "192.0.2.6",
      "loginPortNumber" : "0"
    }
  }
]