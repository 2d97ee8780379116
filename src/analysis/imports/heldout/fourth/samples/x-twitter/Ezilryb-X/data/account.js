window.YTD.account.part0 = [
  {
    "account" : {
      "email" : "user1@example.com",
      "createdVia" : "oauth:3033300",
      "username" : "BetaCapitalWEB",
      "accountId" : "2043360286044766208",
      "createdAt" : "2026-04-12T16:07:22.541Z",
      "accountDisplayName" : "BetaCapital"
    }
  }
]