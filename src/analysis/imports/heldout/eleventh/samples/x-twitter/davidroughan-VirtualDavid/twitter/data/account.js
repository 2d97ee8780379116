window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "AlexSample",
      "accountId" : "100000000000001",
      "createdAt" : "2013-11-08T02:12:19.421Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]