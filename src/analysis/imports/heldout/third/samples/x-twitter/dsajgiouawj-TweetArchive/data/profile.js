window.YTD.profile.part0 = [ {
  "profile" : {
    "description" : {
      "bio" : "APIO2017銅/JOI2017春合宿(0完☀)/DPC2019広島4位/AtCoder黄(aaabbbcccddd)/OS自作/3アマ(閉局)/地環←UTs1-24🇨🇳/UT-virtual",
      "website" : "",
      "location" : ""
    },
    "avatarMediaUrl" : ""
  }
} ]