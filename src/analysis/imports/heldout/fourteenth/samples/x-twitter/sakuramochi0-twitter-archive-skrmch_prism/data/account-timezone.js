window.YTD.account_timezone.part0 = [ {
  "accountTimezone" : {
    "accountId" : "100000000000001",
    "timeZone" : "Tokyo"
  }
} ]