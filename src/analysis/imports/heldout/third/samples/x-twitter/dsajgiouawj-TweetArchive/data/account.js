window.YTD.account.part0 = [ {
  "account" : {
    "username" : "E31415926",
    "accountId" : "4688937990",
    "accountDisplayName" : "E"
  }
} ]