window.YTD.ip_audit.part0 = [ {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2021-05-19T04:05:51.000Z",
    "loginIp" : "192.0.2.1"
  }
}, {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2021-05-18T23:42:19.000Z",
    "loginIp" : "192.0.2.1"
  }
}, {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2021-04-23T23:20:38.000Z",
    "loginIp" : "192.0.2.1"
  }
}, {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2021-04-23T02:29:19.000Z",
    "loginIp" : "192.0.2.2"
  }
} ]