window.YTD.profile.part0 = [ {
  "profile" : {
    "description" : {
      "bio" : "Engineering @exampleco. Started https://t.co/cMTBPJjX8Z. A short, sturdy creature fond of drink and industry. He/him",
      "website" : "https://t.co/lJMUrPfM8T",
      "location" : "Boston, MA"
    },
    "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1238184097270435840/kAdY0fzw.jpg",
    "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/5743852/1531190900"
  }
} ]