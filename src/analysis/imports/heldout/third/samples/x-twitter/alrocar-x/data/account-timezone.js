window.YTD.account_timezone.part0 = [
  {
    "accountTimezone" : {
      "accountId" : "52338276",
      "timeZone" : "Madrid"
    }
  }
]