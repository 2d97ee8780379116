window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "100000000000001",
      "screenNameChange" : {
        "changedAt" : "2014-04-15T19:08:25.000Z",
        "changedFrom" : "A_lot_sample",
        "changedTo" : "Alex_S_Sample"
      }
    }
  }
]