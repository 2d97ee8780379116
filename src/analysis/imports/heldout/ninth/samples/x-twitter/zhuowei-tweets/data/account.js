window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "",
      "createdVia" : "web",
      "username" : "AlexSample",
      "accountId" : "100000000000001",
      "createdAt" : "2011-10-01T07:16:51.000Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]
