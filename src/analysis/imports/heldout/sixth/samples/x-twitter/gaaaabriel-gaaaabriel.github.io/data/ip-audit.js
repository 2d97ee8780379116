window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-03-27T18:32:26.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-03-27T17:33:36.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-03-27T16:00:00.000Z",
      "loginIp" : "192.0.2.4"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-03-27T15:29:25.000Z",
      "loginIp" : "192.0.2.5"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-03-27T15:16:08.000Z",
      "loginIp" : "192.0.2.6"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-03-27T14:08:00.000Z",
      "loginIp" : "192.0.2.5"
    }
  }
]