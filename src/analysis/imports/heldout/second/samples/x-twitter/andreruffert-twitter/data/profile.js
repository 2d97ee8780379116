window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "👨💻 Self-taught Software Engineer ❤️ JS, UX, DX, Quality Software ✌️",
        "website" : "https://example.com",
        "location" : "Berlin, Germany"
      },
      "avatarMediaUrl" : "./data/profile_media/ens-GMMR.jpg",
      "headerMediaUrl" : "./data/profile_media/112769581-1456861812.jpg"
    }
  }
]