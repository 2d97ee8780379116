window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "🤖 Bot tracking #COVID19SK vaccine age eligibility ❌ No longer active. 💉Residents aged 6+ months now eligible.",
        "website" : "https://t.co/Uk88fZmhXL",
        "location" : "Saskatchewan, Canada"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1386899719973081088/HlTN168V.jpg"
    }
  }
]