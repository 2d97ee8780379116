window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "9033772",
      "createdAt" : "2007-09-22T16:01:00.000Z",
      "accountDisplayName" : "alexsample"
    }
  }
]