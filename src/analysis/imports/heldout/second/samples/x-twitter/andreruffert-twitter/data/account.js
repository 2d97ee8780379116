window.YTD.account.part0 = [
  {
    "account" : {
      "email" : null,
      "createdVia" : "web",
      "username" : "alexsample",
      "accountId" : "112769581",
      "createdAt" : "2010-02-09T17:10:05.000Z",
      "accountDisplayName" : "Alex Sämple"
    }
  }
]