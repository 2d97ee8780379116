window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "112769581",
      "createdAt" : "2022-11-14T16:23:31.000Z",
      "loginIp" : "00.000.000.000"
    }
  },
]