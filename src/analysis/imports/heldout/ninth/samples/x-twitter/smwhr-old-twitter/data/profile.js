window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "When in {anywhere} do like the humans do. plan = fail. # ≠ ♯. Former @TroisYaourts. Inventeur de la blague en kit. Respectez-vous.",
        "website" : "https://t.co/zkGualHtD5",
        "location" : "Paris - Gambetta"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1191761441935761409/azQ1EAaV.jpg",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/100000000000001/1347975884"
    }
  }
]