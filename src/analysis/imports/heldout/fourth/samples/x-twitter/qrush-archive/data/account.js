window.YTD.account.part0 = [ {
  "account" : {
    "email" : "user1@example.com",
    "createdVia" : "web",
    "username" : "alexsample",
    "accountId" : "5743852",
    "createdAt" : "2007-05-03T15:49:55.055Z",
    "accountDisplayName" : "Alex Sample 😷🤜🦠"
  }
} ]