window.YTD.ip_audit.part0 = [ {
  "ipAudit" : {
    "accountId" : "3128746474",
    "createdAt" : "2021-03-22T13:22:50.000Z",
    "loginIp" : "192.0.2.1"
  }
}, {
  "ipAudit" : {
    "accountId" : "3128746474",
    "createdAt" : "2021-03-22T04:11:03.000Z",
    "loginIp" : "192.0.2.2"
  }
}, {
  "ipAudit" : {
    "accountId" : "3128746474",
    "createdAt" : "2021-03-21T23:55:26.000Z",
    "loginIp" : "192.0.2.1"
  }
}, {
  "ipAudit" : {
    "accountId" : "3128746474",
    "createdAt" : "2021-03-21T18:32:27.000Z",
    "loginIp" : "192.0.2.3"
  }
} ]