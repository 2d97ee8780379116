window.YTD.email_address_change.part0 = [
  {
    "emailAddressChange" : {
      "accountId" : "10065202",
      "emailChange" : {
        "changedAt" : "2019-05-16T21:34:53.000Z",
        "changedFrom" : "user1@example.com",
        "changedTo" : "user2@example.com"
      }
    }
  },
  {
    "emailAddressChange" : {
      "accountId" : "10065202",
      "emailChange" : {
        "changedAt" : "2019-05-16T21:35:35.000Z",
        "changedFrom" : "user2@example.com",
        "changedTo" : "user1@example.com"
      }
    }
  }
]