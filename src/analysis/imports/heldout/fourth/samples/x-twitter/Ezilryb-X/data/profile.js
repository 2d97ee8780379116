window.YTD.profile.part0 = [
  {
    "profile" : {
      "description" : {
        "bio" : "Décryptage des Marchés, Macro-économie & Stratégies d'Investissement\nFocus : ETF Thématiques & Écosystème Crypto\nAnalyses concrètes + Analyses quotidiennes 👇",
        "website" : "https://t.co/fFlNi6urg9",
        "location" : "https://discord.gg/M9e9SsEyyF"
      },
      "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/2046949541237190656/fUWuKqGo.png",
      "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/2043360286044766208/1776865777"
    }
  }
]