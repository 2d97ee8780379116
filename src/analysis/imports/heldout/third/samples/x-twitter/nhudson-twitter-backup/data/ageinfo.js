window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "43"
        ],
        "birthDate" : "1979-03-01"
      }
    }
  }
]