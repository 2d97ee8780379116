window.YTD.account_creation_ip.part0 = [ {
  "accountCreationIp" : {
    "accountId" : "1012109250397523968",
    "userCreationIp" : "192.0.2.1"
  }
} ]