window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Showroom account. Writing @ribbonfarm. Farcaster: https://t.co/nXtD35B1EQ",
        "website" : "https://t.co/n3CqSDUYJk",
        "location" : "Trantor"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1000000000000000001/placeholder.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1601004531"
    }
  }
]