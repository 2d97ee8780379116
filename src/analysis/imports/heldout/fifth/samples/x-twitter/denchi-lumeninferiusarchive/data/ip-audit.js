window.YTD.ip_audit.part0 = [ {
  "ipAudit" : {
    "accountId" : "1153674767859441664",
    "createdAt" : "2020-04-03T07:22:43.000Z",
    "loginIp" : "192.0.2.2"
  }
}, {
  "ipAudit" : {
    "accountId" : "1153674767859441664",
    "createdAt" : "2020-04-03T07:22:43.000Z",
    "loginIp" : "192.0.2.2"
  }
}, {
  "ipAudit" : {
    "accountId" : "1153674767859441664",
    "createdAt" : "2020-04-02T17:02:30.000Z",
    "loginIp" : "192.0.2.3"
  }
}, {
  "ipAudit" : {
    "accountId" : "1153674767859441664",
    "createdAt" : "2020-04-01T22:22:38.000Z",
    "loginIp" : "192.0.2.4"
  }
} ]