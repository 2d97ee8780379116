window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "what’s wrong mate tell me mate you’ll feel feta latest tweet on demand",
        "website" : "https://t.co/AbCdE12345",
        "location" : "Ile-de-France, France"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/100000000000001/sample.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1647204815"
    }
  }
]