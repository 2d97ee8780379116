window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-06-08T04:30:20.000Z",
      "loginIp" : "192.0.2.2",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-06-08T04:21:31.000Z",
      "loginIp" : "192.0.2.3",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-06-08T03:46:31.000Z",
      "loginIp" : "192.0.2.4",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-06-08T00:34:22.000Z",
      "loginIp" : "192.0.2.2",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2026-06-05T02:19:51.000Z",
      "loginIp" : "192.0.2.5",
      "loginPortNumber" : "0"
    }
  }
]