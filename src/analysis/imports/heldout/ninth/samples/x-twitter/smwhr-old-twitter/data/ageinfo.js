window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "37"
        ],
        "birthDate" : "1985-07-01"
      }
    }
  }
]