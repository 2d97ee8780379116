window.YTD.account_creation_ip.part0 = [
  {
    "accountCreationIp" : {
      "accountId" : "1321902678188974081",
      "userCreationIp" : "192.0.2.1"
    }
  }
]