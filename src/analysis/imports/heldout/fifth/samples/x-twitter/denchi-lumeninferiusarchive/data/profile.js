window.YTD.profile.part0 = [ {
  "profile" : {
    "description" : {
      "bio" : "A tough as nails soulslike RPG, with 2D stylized graphics. \ninquires: user1@example.com",
      "website" : "",
      "location" : ""
    },
    "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1154468098419974145/MMo5i6vQ.jpg",
    "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/1153674767859441664/1564081474"
  }
} ]