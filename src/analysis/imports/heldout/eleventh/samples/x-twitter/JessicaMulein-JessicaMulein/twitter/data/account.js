window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "oauth:268278",
      "username" : "AlexSample",
      "accountId" : "100000000000001",
      "createdAt" : "2017-03-04T14:11:29.657Z",
      "accountDisplayName" : "🄰🅂 Alex Sample"
    }
  }
]