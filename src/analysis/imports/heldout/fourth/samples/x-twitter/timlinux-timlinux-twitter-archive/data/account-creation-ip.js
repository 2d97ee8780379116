window.YTD.account_creation_ip.part0 = [
  {
    "accountCreationIp" : {
      "accountId" : "38512725",
      "userCreationIp" : "192.0.2.1"
    }
  }
]