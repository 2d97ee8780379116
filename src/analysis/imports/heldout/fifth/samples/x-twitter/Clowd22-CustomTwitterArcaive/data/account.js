window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "oauth:129032",
      "username" : "Sample_728",
      "accountId" : "895246425214205954",
      "createdAt" : "2017-08-09T11:32:35.413Z",
      "accountDisplayName" : "Alex"
    }
  }
]