window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Data Engineer @exampleco",
        "website" : "https://t.co/FBrSGVsh1R",
        "location" : "VLC"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1621934215984988162/kZW7LH6v.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/52338276/1677705247"
    }
  }
]