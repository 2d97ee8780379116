window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "40"
        ],
        "birthDate" : "1982-06-15"
      }
    }
  }
]