window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Managing Architect, Example Company. Formerly Example Agency & Example Studios. Board of Directors, Example School (https://t.co/VWgoxNUQcU). he/him. BOS from PHI",
        "website" : "https://t.co/doYYvXJJFQ",
        "location" : "Boston, MA"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1469384250973691916/yNFX22PB.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/61948290/1596495613"
    }
  }
]