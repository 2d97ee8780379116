window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "100000000000001",
      "screenNameChange" : {
        "changedAt" : "2020-06-20T19:18:08.000Z",
        "changedFrom" : "AlexSam00000001",
        "changedTo" : "alexsample_20"
      }
    }
  }
]