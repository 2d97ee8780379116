window.YTD.email_address_change.part0 = [
  {
    "emailAddressChange" : {
      "accountId" : "1138981",
      "emailChange" : {
        "changedAt" : "2012-12-16T22:03:14.000Z",
        "changedFrom" : "user2@example.com",
        "changedTo" : "user1@example.com"
      }
    }
  },
  {
    "emailAddressChange" : {
      "accountId" : "1138981",
      "emailChange" : {
        "changedAt" : "2013-01-12T16:22:03.000Z",
        "changedFrom" : "user1@example.com",
        "changedTo" : "user2@example.com"
      }
    }
  },
  {
    "emailAddressChange" : {
      "accountId" : "1138981",
      "emailChange" : {
        "changedAt" : "2013-04-04T14:29:57.000Z",
        "changedFrom" : "user2@example.com",
        "changedTo" : "user1@example.com"
      }
    }
  }
]