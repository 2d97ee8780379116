window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "100000000000001",
      "createdAt" : "2007-05-22T20:32:01.000Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]