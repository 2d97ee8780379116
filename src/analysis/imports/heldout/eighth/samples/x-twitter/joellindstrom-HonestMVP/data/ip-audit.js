window.YTD.ip_audit.part0 = [ {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2020-07-05T04:47:01.000Z",
    "loginIp" : "192.0.2.2"
  }
}, {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2020-07-05T04:46:16.000Z",
    "loginIp" : "192.0.2.3"
  }
}, {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2020-07-01T22:13:16.000Z",
    "loginIp" : "192.0.2.3"
  }
}, {
  "ipAudit" : {
    "accountId" : "100000000000001",
    "createdAt" : "2020-07-01T21:24:04.000Z",
    "loginIp" : "192.0.2.4"
  }
} ]