window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "",
        "website" : "",
        "location" : "Schweiz"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/974301403521921024/gOxabXxg.jpg",
      "headerMediaUrl" : ""
    }
  }
]
