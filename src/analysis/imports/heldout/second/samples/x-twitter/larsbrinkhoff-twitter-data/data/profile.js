window.YTD.profile.part0 = [ {
  "profile" : {
    "description" : {
      "bio" : "ITS research and restoration posted here.",
      "website" : "https://t.co/K0v53TkdC7",
      "location" : ""
    },
    "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1342057934281465856/EOWQPiYQ.jpg",
    "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/3128746474/1557941853"
  }
} ]