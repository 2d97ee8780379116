window.YTD.account_creation_ip.part0 = [
  {
    "accountCreationIp" : {
      "accountId" : "100000000000001",
      "userCreationIp" : "192.0.2.1"
    }
  }
]