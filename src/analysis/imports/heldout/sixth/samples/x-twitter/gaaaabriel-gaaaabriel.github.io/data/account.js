window.YTD.account.part0 = [
  {
    "account" : {
      "createdVia" : "oauth:129032",
      "username" : "Sample_4417",
      "accountId" : "100000000000001",
      "createdAt" : "2020-12-07T22:02:33.775Z",
      "accountDisplayName" : "Alex 📡"
    }
  }
]