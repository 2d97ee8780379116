window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "26"
        ],
        "birthDate" : "1999-09-01"
      }
    }
  }
]