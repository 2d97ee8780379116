window.YTD.email_address_change.part0 = [ {
  "emailAddressChange" : {
    "accountId" : "100000000000001",
    "emailChange" : {
      "changedAt" : "2019-12-25T18:35:48.000Z",
      "changedFrom" : "",
      "changedTo" : "user1@example.com"
    }
  }
} ]