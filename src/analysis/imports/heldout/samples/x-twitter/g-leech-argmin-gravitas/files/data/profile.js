window.YTD.profile.part0 = [
  {
    "profile": {
      "description": {
        "bio": "context maximiser @ArbResearch",
        "website": "https://t.co/uBP8QpzPIM",
        "location": "UK"
      },
      "avatarMediaUrl": "https://pbs.twimg.com/profile_images/1513339291883212803/9m6waiws.jpg",
      "headerMediaUrl": "https://pbs.twimg.com/profile_banners/1139858422302748672/1737993890"
    }
  }
]