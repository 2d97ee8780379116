window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T13:22:29.000Z",
      "loginIp" : "192.0.2.1"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T13:09:51.000Z",
      "loginIp" : "10.59.41.5"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T12:59:17.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T08:59:14.000Z",
      "loginIp" : "10.59.40.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-06T04:24:25.000Z",
      "loginIp" : "10.59.40.5"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2022-11-05T19:45:57.000Z",
      "loginIp" : "192.0.2.2"
    }
  }
]