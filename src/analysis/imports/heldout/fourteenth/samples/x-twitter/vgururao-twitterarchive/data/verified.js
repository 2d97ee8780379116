window.YTD.verified.part0 = [
  {
    "verified" : {
      "accountId" : "100000000000001",
      "verified" : false
    }
  }
]