window.YTD.email_address_change.part0 = [
  {
    "emailAddressChange" : {
      "accountId" : "2043360286044766208",
      "emailChange" : {
        "changedAt" : "2026-04-12T16:07:22.000Z",
        "changedTo" : "user1@example.com"
      }
    }
  }
]