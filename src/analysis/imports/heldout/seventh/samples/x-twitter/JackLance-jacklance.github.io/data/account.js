window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "Alex_S_Sample",
      "accountId" : "100000000000001",
      "createdAt" : "2014-04-14T22:50:27.601Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]