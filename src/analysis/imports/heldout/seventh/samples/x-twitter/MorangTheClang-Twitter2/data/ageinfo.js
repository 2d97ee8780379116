window.YTD.ageinfo.part0 = [ {
  "ageMeta" : {
    "ageInfo" : {
      "age" : [ "25" ],
      "birthDate" : "1995-06-01"
    }
  }
} ]