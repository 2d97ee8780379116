window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1+vaccine@example.com",
      "createdVia" : "oauth:3033300",
      "username" : "saskvaccine",
      "accountId" : "100000000000001",
      "createdAt" : "2021-04-27T02:04:09.725Z",
      "accountDisplayName" : "Sask Vaccine Bot"
    }
  }
]