window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alsample",
      "accountId" : "52338276",
      "createdAt" : "2009-06-30T07:52:16.000Z",
      "accountDisplayName" : "alsample 🥘"
    }
  }
]