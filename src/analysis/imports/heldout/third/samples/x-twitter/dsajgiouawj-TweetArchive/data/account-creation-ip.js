window.YTD.account_creation_ip.part0 = [ {
  "accountCreationIp" : {
    "accountId" : "4688937990",
    "userCreationIp" : "dummy"
  }
} ]