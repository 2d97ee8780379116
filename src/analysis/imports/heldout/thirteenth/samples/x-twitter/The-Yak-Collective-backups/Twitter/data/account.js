window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "oauth:3033300",
      "username" : "yak_collective",
      "accountId" : "100000000000001",
      "createdAt" : "2020-04-26T18:20:23.972Z",
      "accountDisplayName" : "The Yak Collective"
    }
  }
]