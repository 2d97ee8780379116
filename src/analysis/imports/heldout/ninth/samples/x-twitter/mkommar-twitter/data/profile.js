window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Techonologies, thoughts, and teaching to advance the human race from barely sufferable spiecies to best on planet!\n\nSoftware Engineer, Aerospace Engineer, etc",
        "website" : "https://t.co/EBvtcCMgS7",
        "location" : "Charlotte, NC"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1280996009276039168/0qFr6-vR.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1526169349"
    }
  }
]