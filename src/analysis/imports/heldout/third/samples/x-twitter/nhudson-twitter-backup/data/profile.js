window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Geek, Techie, Beer Nerd, Homebrewer and all around badass",
        "website" : "https://t.co/7UxSWsCI1U",
        "location" : ""
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1174361390569730049/WdfF9m9D.jpg"
    }
  }
]