window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "100000000000001",
      "screenNameChange" : {
        "changedAt" : "2020-12-07T22:05:52.000Z",
        "changedFrom" : "SampleOld0001",
        "changedTo" : "Sample_4417"
      }
    }
  }
]