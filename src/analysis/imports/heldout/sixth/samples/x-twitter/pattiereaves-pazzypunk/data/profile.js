window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Mainer in Arizona, web developer, front-ender, triathlete, news nerd, feminist, #a11y champion, ultra runner 🌵. 👩🏻💻 She/her",
        "website" : "https://t.co/AbCdE12345",
        "location" : "Tucson, AZ"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/100000000000001/sample.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1591320520"
    }
  }
]