window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "web",
      "username" : "SampleAlex",
      "accountId" : "61948290",
      "createdAt" : "2009-08-01T03:18:30.000Z",
      "accountDisplayName" : "alex sample"
    }
  }
]