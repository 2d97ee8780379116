window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "17920070",
      "createdAt" : "2023-06-27T17:02:29.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "17920070",
      "createdAt" : "2023-06-27T17:02:29.000Z",
      "loginIp" : "10.59.40.5"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "17920070",
      "createdAt" : "2023-06-26T19:44:52.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "17920070",
      "createdAt" : "2023-06-26T17:15:54.000Z",
      "loginIp" : "192.0.2.3"
    }
  }
]