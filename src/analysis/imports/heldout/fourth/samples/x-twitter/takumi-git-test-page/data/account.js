window.YTD.account.part0 = [ {
  "account" : {
    "email" : "user1@example.com",
    "createdVia" : "oauth:129032",
    "username" : "Sample_priv",
    "accountId" : "1012109250397523968",
    "createdAt" : "2018-06-27T23:03:44.157Z",
    "accountDisplayName" : "た"
  }
} ]