window.YTD.ageinfo.part0 = [ {
  "ageMeta" : {
    "ageInfo" : {
      "age" : [ "132" ],
      "birthDate" : "1887-11-01"
    }
  }
} ]