window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "1321902678188974081",
      "createdAt" : "2021-11-20T15:19:13.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1321902678188974081",
      "createdAt" : "2021-11-19T21:20:41.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1321902678188974081",
      "createdAt" : "2021-11-19T21:04:30.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1321902678188974081",
      "createdAt" : "2021-11-16T20:21:10.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1321902678188974081",
      "createdAt" : "2021-11-05T12:12:49.000Z",
      "loginIp" : "192.0.2.4"
    }
  }
]