window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "9033772",
      "createdAt" : "2022-11-13T05:43:47.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "9033772",
      "createdAt" : "2022-11-13T05:43:47.000Z",
      "loginIp" : "10.59.43.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "9033772",
      "createdAt" : "2022-11-13T00:40:34.000Z",
      "loginIp" : "10.59.41.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "9033772",
      "createdAt" : "2022-11-12T18:54:06.000Z",
      "loginIp" : "10.59.41.4"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "9033772",
      "createdAt" : "2022-11-12T18:49:59.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "9033772",
      "createdAt" : "2022-11-07T20:35:50.000Z",
      "loginIp" : "192.0.2.3"
    }
  }
]