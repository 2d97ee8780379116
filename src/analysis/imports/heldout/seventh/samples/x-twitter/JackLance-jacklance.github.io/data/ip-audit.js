window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T14:13:48.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T13:26:35.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T03:27:58.000Z",
      "loginIp" : "192.0.2.4"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-05T23:23:34.000Z",
      "loginIp" : "192.0.2.2"
    }
  }
]