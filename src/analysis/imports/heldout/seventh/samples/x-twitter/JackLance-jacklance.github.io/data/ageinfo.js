window.YTD.ageinfo.part0 = [
  {
    "ageMeta" : { }
  }
]