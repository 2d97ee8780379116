window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "2548346140",
      "screenNameChange" : {
        "changedAt" : "2014-05-15T13:43:53.000Z",
        "changedFrom" : "datenquelle",
        "changedTo" : "Datenquelle"
      }
    }
  }
]