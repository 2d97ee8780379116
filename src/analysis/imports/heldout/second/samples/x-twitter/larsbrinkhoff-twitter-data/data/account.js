window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "3128746474",
      "createdAt" : "2015-03-30T10:38:02.103Z",
      "accountDisplayName" : "Alex Sample"
    }
  }
]