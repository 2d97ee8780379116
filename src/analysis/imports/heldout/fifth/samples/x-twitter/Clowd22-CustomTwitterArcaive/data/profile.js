window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "にじさんじのツイート多め🥼🌱😺/valoは見るためにやってる",
        "website" : "",
        "location" : ""
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1625680315028234241/QX-h-uGy.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/895246425214205954/1632053847"
    }
  }
]