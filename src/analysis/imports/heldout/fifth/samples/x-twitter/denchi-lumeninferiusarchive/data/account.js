window.YTD.account.part0 = [ {
  "account" : {
    "email" : "user1@example.com",
    "createdVia" : "oauth:3033300",
    "username" : "LumenInferius",
    "accountId" : "1153674767859441664",
    "createdAt" : "2019-07-23T14:34:33.707Z",
    "accountDisplayName" : "Lumen Inferius"
  }
} ]