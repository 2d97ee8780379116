window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "38512725",
      "createdAt" : "2023-09-06T03:08:57.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "38512725",
      "createdAt" : "2023-09-05T21:22:11.000Z",
      "loginIp" : "192.0.2.2"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "38512725",
      "createdAt" : "2023-09-01T21:09:07.000Z",
      "loginIp" : "192.0.2.3"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "38512725",
      "createdAt" : "2023-09-01T07:38:32.000Z",
      "loginIp" : "192.0.2.2"
    }
  }
]