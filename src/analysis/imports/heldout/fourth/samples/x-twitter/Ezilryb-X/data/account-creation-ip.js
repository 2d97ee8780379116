window.YTD.account_creation_ip.part0 = [
  {
    "accountCreationIp" : {
      "accountId" : "2043360286044766208",
      "userCreationIp" : "192.0.2.1"
    }
  }
]