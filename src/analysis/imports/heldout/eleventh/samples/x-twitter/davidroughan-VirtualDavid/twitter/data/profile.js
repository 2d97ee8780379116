window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Old enough to know better. All opinions are mine, if you disagree, then perhaps you should take a good hard look at yourself.",
        "website" : "",
        "location" : "Sydney, New South Wales"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/378800000709504677/e5ec42e151dad82784e7f7898534b591.jpeg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1643966948"
    }
  }
]