window.YTD.account_creation_ip.part0 = [ {
  "accountCreationIp" : {
    "accountId" : "1153674767859441664",
    "userCreationIp" : "192.0.2.1"
  }
} ]