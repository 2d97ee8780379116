window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "1321902678188974081",
      "screenNameChange" : {
        "changedAt" : "2020-10-29T20:48:48.000Z",
        "changedFrom" : "RTI50101629",
        "changedTo" : "RTIatMLA"
      }
    }
  }
]