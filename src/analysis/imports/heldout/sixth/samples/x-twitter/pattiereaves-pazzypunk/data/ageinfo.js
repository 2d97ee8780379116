window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "41"
        ],
        "birthDate" : "1985-02-01"
      }
    }
  }
]