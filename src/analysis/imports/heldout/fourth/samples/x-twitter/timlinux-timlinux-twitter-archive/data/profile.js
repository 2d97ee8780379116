window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "QGIS Hacker and Open Source Geek. Mappiness is Happiness.",
        "website" : "https://t.co/0ZIZdtNyXL",
        "location" : "Portalegre, Portugal"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1310114900820328448/tgUr6li7.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/38512725/1623012868"
    }
  }
]