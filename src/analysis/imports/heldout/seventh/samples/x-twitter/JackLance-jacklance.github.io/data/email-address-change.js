window.YTD.email_address_change.part0 = [
  {
    "emailAddressChange" : {
      "accountId" : "100000000000001",
      "emailChange" : {
        "changedAt" : "2014-04-14T23:36:57.000Z",
        "changedFrom" : "",
        "changedTo" : "user1@example.com"
      }
    }
  }
]