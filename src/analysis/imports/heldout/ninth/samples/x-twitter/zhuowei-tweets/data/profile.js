window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "link in bio\n⬛⬛⬛⬛⬛🟩🟩🟩🟩🟩🟩\n⬛⬛⬛⬛🟩🟩🟩🟩🟩🟩🟩🟩\n⬛⬛🟧⬛🟩🟫🟫🟫🟫🟫🟫🟩\n⬛⬛🟧⬛🟫🟫🟫🟫🟫🟫🟫🟫\n⬛⬛🟧🟧🟫🟧🟩🟧🟧🟩🟧🟫🟧\n⬛⬛🟧🟧🟫🟧🟫🟧🟧🟫🟧🟫🟧\n⬛⬛⬛🟧🟧🟧🟧🟧🟧🟧🟧🟧🟧\n⬛⬛⬛🟩🟩🟧🟧🟫🟫🟧🟧🟩🟩\n⬛🟫🟫🟫🟫🟫🟧🟧🟧🟧🟩🟩🟫\n🟫🟫🟧🟫🟫🟫🟫🟩🟩🟩🟩🟩🟧\n🟫🟧🟧🟧🟫🟫🟧🟫🟫🟩🟩🟧🟧",
        "website" : "https://t.co/3lwwhucBZF",
        "location" : "he/him, opinions are my own"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1801896736/twitteravatar.png",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1357330465"
    }
  }
]