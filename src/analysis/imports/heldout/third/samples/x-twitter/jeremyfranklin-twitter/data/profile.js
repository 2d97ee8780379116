window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "PhD/Scholar. Studies sociology of higher ed, racial microaggressions, racial battle fatigue, whiteness, & #highered policy.",
        "website" : "https://t.co/wTuB9NlJEr",
        "location" : "Salt Lake City"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/755473035419717634/oziJ1N-x.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/1138981/1471541862"
    }
  }
]