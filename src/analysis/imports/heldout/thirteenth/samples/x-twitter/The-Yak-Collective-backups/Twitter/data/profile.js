window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "An online space for collaborative tinkering towards life in a post-weirding world. Learn more at https://t.co/RcaryWss0w",
        "website" : "",
        "location" : ""
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1254475712712503296/kGIMCDbd.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1645304055"
    }
  }
]