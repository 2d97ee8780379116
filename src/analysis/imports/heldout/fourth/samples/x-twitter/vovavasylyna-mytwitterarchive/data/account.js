window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "17920070",
      "createdAt" : "2008-12-06T10:23:52.000Z",
      "accountDisplayName" : "Alex"
    }
  }
]