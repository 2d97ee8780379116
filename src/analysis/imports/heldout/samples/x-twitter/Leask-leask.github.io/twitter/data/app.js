window.YTD.app.part0 = [
  {
    "app" : {
      "appId" : "1019442026",
      "appNames" : [
        "Simply Piano by JoyTunes",
        "Simply Piano da JoyTunes",
        "Simply Piano de JoyTunes",
        "Simply Piano par JoyTunes",
        "Simply Piano 由 JoyTunes 开发",
        "Simply Piano von JoyTunes",
        "JoyTunes의 Simply Piano",
        "JoyTunes がおくる Simply Piano",
        "Simply Piano di JoyTunes",
        "Simply Piano создано JoyTunes"
      ]
    }
  },
  {
    "app" : {
      "appId" : "1158877342",
      "appNames" : [
        "Grammarly - Grammar Keyboard"
      ]
    }
  },
  {
    "app" : {
      "appId" : "283646709",
      "appNames" : [
        "PayPal: Mobile Cash",
        "PayPal"
      ]
    }
  }
]