window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "***********+*******@*****.com",
      "createdVia" : "web",
      "username" : "AlexSample",
      "accountId" : "100000000000001",
      "createdAt" : "2008-08-12T15:40:41.000Z",
      "accountDisplayName" : "Alex"
    }
  }
]