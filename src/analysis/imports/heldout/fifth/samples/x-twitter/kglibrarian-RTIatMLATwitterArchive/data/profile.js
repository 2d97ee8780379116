window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "The Research Training Institute (RTI) of the Medical Library Association (MLA) is an online program that provides advanced research methods training & support.",
        "website" : "https://t.co/SuXOHUwxLy",
        "location" : ""
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1328717920193572864/C6KiqWtD.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/1321902678188974081/1605653649"
    }
  }
]