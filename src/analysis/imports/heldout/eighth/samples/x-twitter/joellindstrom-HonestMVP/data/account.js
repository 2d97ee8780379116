window.YTD.account.part0 = [ {
  "account" : {
    "email" : "user1@example.com",
    "createdVia" : "oauth:258901",
    "username" : "HonestMvp",
    "accountId" : "100000000000001",
    "createdAt" : "2019-05-25T15:41:35.467Z",
    "accountDisplayName" : "Honest MVP"
  }
} ]