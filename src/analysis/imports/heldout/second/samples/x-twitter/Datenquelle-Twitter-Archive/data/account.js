window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "",
      "createdVia" : "",
      "username" : "Datenquelle",
      "accountId" : "2548346140",
      "createdAt" : "2014-05-15T05:07:22.316Z",
      "accountDisplayName" : ""
    }
  }
]
