window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "🎵🎸今天我，寒夜里看雪飘过，怀著冷却了的心窝飘远方⋯⋯",
        "website" : "https://t.co/JR8qOnNtYn",
        "location" : "Ottawa, Ontario"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1230688054257627137/QPl8RlOJ.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/10065202/1554877396"
    }
  }
]