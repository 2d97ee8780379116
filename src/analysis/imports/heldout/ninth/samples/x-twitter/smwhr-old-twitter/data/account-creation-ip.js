window.YTD.account_creation_ip.part0 = [
  {
    "accountCreationIp" : {
      "accountId" : "100000000000001",
      "userCreationIp" : "0.0.0.0"
    }
  }
]