window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "1138981",
      "createdAt" : "2022-04-27T09:41:52.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1138981",
      "createdAt" : "2022-04-27T09:37:11.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1138981",
      "createdAt" : "2022-04-27T09:30:45.000Z",
      "loginIp" : "192.0.2.4"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1138981",
      "createdAt" : "2022-04-27T09:21:36.000Z",
      "loginIp" : "192.0.2.5"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1138981",
      "createdAt" : "2022-04-27T09:20:06.000Z",
      "loginIp" : "192.0.2.6"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "1138981",
      "createdAt" : "2022-04-27T08:52:05.000Z",
      "loginIp" : "192.0.2.2"
    }
  }
]