window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Ask.fm Inc",
        "url" : "https://ask.fm",
        "privacyPolicyUrl" : "https://about.ask.fm/legal/en/privacy.html",
        "termsAndConditionsUrl" : "https://about.ask.fm/legal/en/terms.html"
      },
      "name" : "Ask.fm",
      "description" : "ASKfm is a global social networking site where users create profiles and can send each other questions.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2014-08-21T02:39:22.000Z",
      "id" : "175038"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Richard West Ltd.",
        "url" : "http://clearchaos.com/projects/",
        "privacyPolicyUrl" : "https://www.tweetails.com/privacy.php",
        "termsAndConditionsUrl" : "https://www.tweetails.com/terms.php"
      },
      "name" : "Tweetails",
      "description" : "Calculate stats from your tweets include your favourite words, most mentioned users and intelligence rating!",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2014-08-24T18:46:35.000Z",
      "id" : "1281415"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "Furland",
      "description" : "Finding friends through their location data",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-04-29T01:25:31.000Z",
      "id" : "8831257"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Beam LLC",
        "url" : "https://beam.pro",
        "privacyPolicyUrl" : "https://mixer.com/legal/privacy",
        "termsAndConditionsUrl" : "https://mixer.com/legal/tos"
      },
      "name" : "WatchMixer",
      "description" : "An interactive live-streaming platform for gamers!",
      "permissions" : [
        "read",
        "write",
        "emailaddress"
      ],
      "approvedAt" : "2019-08-14T20:07:37.000Z",
      "id" : "9290660"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "",
        "privacyPolicyUrl" : "https://tweetdeleter.com/terms-of-service",
        "termsAndConditionsUrl" : "https://tweetdeleter.com/terms-of-service"
      },
      "name" : "tweetdeleter.com auth",
      "description" : "Global authentication mechanisms to authenticate to tweetdeleter.com",
      "permissions" : [
        "read",
        "write",
        "emailaddress"
      ],
      "approvedAt" : "2021-09-06T05:30:45.000Z",
      "id" : "16631720"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "THE NUMBERS",
      "description" : "Web謎解き「THE NUMBERS」",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-04-24T04:17:09.000Z",
      "id" : "23964278"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "TweetDeck"
      },
      "name" : "TweetDeck",
      "description" : "TweetDeck is an app that brings more flexibility and insight to power users.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2015-04-21T15:15:16.000Z",
      "id" : "55902"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "",
        "privacyPolicyUrl" : "https://layton.world/policy.html",
        "termsAndConditionsUrl" : "https://layton.world/terms.html"
      },
      "name" : "LAYTON’S MYSTERY JOURNEY",
      "description" : "REAL WORLD PUZZLE SOLVING - Solve 50 puzzles that appear around the world. | 世界各地で50問のナゾが突如出現。世界中のみんなと協力してナゾトキ！",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2017-07-19T14:33:29.000Z",
      "id" : "13931437"
    }
  }
]