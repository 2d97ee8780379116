window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Алекс Сэмпл\nShe/Her🌈 I❤️@SampleFriend\n\nI don't want to stay on a platform that treats its employees this way.\n\nWe have to have somewhere we all agree to go.",
        "website" : "https://t.co/wUBgUEJ5cR",
        "location" : "https://bit.ly/0000000"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1572689265947181061/ogNT9Cxd.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1663803590"
    }
  }
]