window.YTD.profile.part0 = [ {
  "profile" : {
    "description" : {
      "bio" : "Ryzen5 3600を使って遊んでいる情報学生 。2070sp買おうか悩み中。カメラマンたまにしてます。ウサギ飼いたいです。一応Apple信者です。好きなApple製品はApple Watchです。食べ物の方のAppleも好きです。おかけざまで4年生です。",
      "website" : "https://t.co/tBtblNAWOU",
      "location" : ""
    },
    "avatarMediaUrl" : "https://pbs.twimg.com/profile_images/1282862440753983488/WtYUUwIS.jpg",
    "headerMediaUrl" : "https://pbs.twimg.com/profile_banners/1012109250397523968/1595310721"
  }
} ]