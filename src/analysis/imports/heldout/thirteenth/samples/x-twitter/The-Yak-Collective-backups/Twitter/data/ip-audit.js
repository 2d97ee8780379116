window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-09T18:22:42.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-09T18:18:50.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-09T17:41:04.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-09T16:42:48.000Z",
      "loginIp" : "192.0.2.4"
    }
  }
]