window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2023-04-29T05:34:41.000Z",
      "loginIp" : "192.0.2.1"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2023-04-28T16:36:30.000Z",
      "loginIp" : "192.0.2.1"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2023-04-19T03:53:31.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2023-03-30T21:16:25.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2023-03-12T10:13:35.000Z",
      "loginIp" : "192.0.2.4"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2023-03-04T11:09:22.000Z",
      "loginIp" : "192.0.2.5"
    }
  }
]