window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "oauth:258901",
      "username" : "alexsample_20",
      "accountId" : "100000000000001",
      "createdAt" : "2020-06-20T19:03:05.836Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]