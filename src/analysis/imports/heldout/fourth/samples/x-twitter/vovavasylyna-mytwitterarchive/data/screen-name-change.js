window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "17920070",
      "screenNameChange" : {
        "changedAt" : "2012-07-17T11:15:28.000Z",
        "changedFrom" : "asample",
        "changedTo" : "samplenick"
      }
    }
  },
  {
    "screenNameChange" : {
      "accountId" : "17920070",
      "screenNameChange" : {
        "changedAt" : "2013-09-04T18:46:14.000Z",
        "changedFrom" : "samplenick",
        "changedTo" : "alexsample"
      }
    }
  }
]