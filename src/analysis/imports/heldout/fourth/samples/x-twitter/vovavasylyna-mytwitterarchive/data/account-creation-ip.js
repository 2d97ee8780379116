window.YTD.account_creation_ip.part0 = [
  {
    "accountCreationIp" : {
      "accountId" : "17920070",
      "userCreationIp" : "192.0.2.1"
    }
  }
]