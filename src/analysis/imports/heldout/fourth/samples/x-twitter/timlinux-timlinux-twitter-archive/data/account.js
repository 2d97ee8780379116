window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "38512725",
      "createdAt" : "2009-05-07T20:43:48.000Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]