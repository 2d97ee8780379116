window.YTD.connected_application.part0 = [ {
  "connectedApplication" : {
    "organization" : {
      "name" : "pixiv Inc.",
      "url" : "https://www.pixiv.net/"
    },
    "name" : "pixivFANBOX",
    "description" : "あなたのアカウントをpixivFANBOXと連携し、Twitterでフォローしているクリエイターを取得します。",
    "permissions" : [ "read" ],
    "approvedAt" : "2020-06-10T18:25:36.000Z",
    "id" : "13471102"
  }
}, {
  "connectedApplication" : {
    "organization" : {
      "name" : "Eventernote",
      "url" : "https://www.eventernote.com/",
      "privacyPolicyUrl" : "https://www.eventernote.com/pages/privacy",
      "termsAndConditionsUrl" : "https://www.eventernote.com/pages/termsofservice"
    },
    "name" : "Eventernote",
    "description" : "声優・アーティストのイベント情報サービス",
    "permissions" : [ "read", "write" ],
    "approvedAt" : "2019-09-15T21:43:58.000Z",
    "id" : "1240814"
  }
}, {
  "connectedApplication" : {
    "organization" : {
      "name" : "",
      "url" : ""
    },
    "name" : "Commu:ID::login",
    "description" : "Commu:ID login",
    "permissions" : [ "read", "write" ],
    "approvedAt" : "2020-04-17T18:41:32.000Z",
    "id" : "2507514"
  }
}, {
  "connectedApplication" : {
    "organization" : {
      "name" : "The Iconfactory",
      "url" : "https://iconfactory.com"
    },
    "name" : "Twitterrific for iOS",
    "description" : "Twitter client for iPhone and iPad",
    "permissions" : [ "read", "write", "directmessages" ],
    "approvedAt" : "2020-03-14T23:00:57.000Z",
    "id" : "41"
  }
}, {
  "connectedApplication" : {
    "organization" : {
      "name" : "Privatter",
      "url" : "https://privatter.net/"
    },
    "name" : "Privatter（ぷらいべったー）",
    "description" : "Twitterのアカウントを使ってフォロワーにだけ見られるテキストや画像を公開できるツールです。",
    "permissions" : [ "read" ],
    "approvedAt" : "2019-07-26T01:49:46.000Z",
    "id" : "4002939"
  }
}, {
  "connectedApplication" : {
    "organization" : {
      "name" : "合同会社Diver Down",
      "url" : "https://diverdown.co.jp",
      "privacyPolicyUrl" : "https://marshmallow-qa.com/terms/privacy",
      "termsAndConditionsUrl" : "https://marshmallow-qa.com/terms/service"
    },
    "name" : "やさしい世界を目指すマシュマロちゃん",
    "description" : "「マシュマロ」は匿名のメッセージを受け付けるサービスです。ネガティブな内容のメッセージはAIがこっそり削除するので、ポジティブなものだけがあなたに届きます。このサービスは「世界はもっとマシュマロを投げ合うような安全さで満たされるべき」という思想で作られています。",
    "permissions" : [ "read", "write", "emailaddress" ],
    "approvedAt" : "2019-10-02T23:33:04.000Z",
    "id" : "14501600"
  }
}, {
  "connectedApplication" : {
    "organization" : {
      "name" : ""
    },
    "name" : "Twidere for Android",
    "description" : "Multi-platform microblogging app",
    "permissions" : [ "read", "write", "directmessages" ],
    "approvedAt" : "2019-11-26T13:20:46.000Z",
    "id" : "8046174"
  }
} ]