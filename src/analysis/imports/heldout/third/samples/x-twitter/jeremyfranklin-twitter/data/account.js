window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "1138981",
      "createdAt" : "2007-03-14T04:56:45.000Z",
      "accountDisplayName" : "Dr. Alex D. Sample"
    }
  }
]