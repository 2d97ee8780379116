window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : {
      "ageInfo" : {
        "age" : [
          "55"
        ],
        "birthDate" : "1970-06-15"
      }
    }
  }
]