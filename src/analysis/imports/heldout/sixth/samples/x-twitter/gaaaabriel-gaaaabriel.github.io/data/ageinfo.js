window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "22"
        ],
        "birthDate" : "1999-12-01"
      }
    }
  }
]