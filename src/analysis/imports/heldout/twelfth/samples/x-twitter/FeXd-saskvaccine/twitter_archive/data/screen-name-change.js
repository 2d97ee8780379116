window.YTD.screen_name_change.part0 = [
  {
    "screenNameChange" : {
      "accountId" : "100000000000001",
      "screenNameChange" : {
        "changedAt" : "2021-04-27T02:06:14.000Z",
        "changedFrom" : "VaccineYxe",
        "changedTo" : "YXEVaccine"
      }
    }
  },
  {
    "screenNameChange" : {
      "accountId" : "100000000000001",
      "screenNameChange" : {
        "changedAt" : "2021-04-27T03:23:38.000Z",
        "changedFrom" : "YXEVaccine",
        "changedTo" : "saskvaccine"
      }
    }
  }
]