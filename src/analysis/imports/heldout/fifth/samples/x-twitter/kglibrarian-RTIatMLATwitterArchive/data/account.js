window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "oauth:3033300",
      "username" : "RTIatMLA",
      "accountId" : "1321902678188974081",
      "createdAt" : "2020-10-29T19:52:43.650Z",
      "accountDisplayName" : "Research Training Institute for Librarians"
    }
  }
]