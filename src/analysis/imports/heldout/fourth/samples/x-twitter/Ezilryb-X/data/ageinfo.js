window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "26"
        ],
        "birthDate" : "2000-01-01"
      }
    }
  }
]