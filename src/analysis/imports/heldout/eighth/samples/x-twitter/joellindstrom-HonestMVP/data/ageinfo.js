window.YTD.ageinfo.part0 = [ {
  "ageMeta" : {
    "ageInfo" : {
      "age" : [ "60" ],
      "birthDate" : "1959-12-01"
    }
  }
} ]