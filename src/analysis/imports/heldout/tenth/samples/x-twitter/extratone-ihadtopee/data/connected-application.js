window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter",
        "url" : "http://twitter.com"
      },
      "name" : "Mobile Web",
      "description" : "Twitter Mobile Web",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-12-20T18:55:11.000Z",
      "id" : "49152"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Apple®",
        "url" : ""
      },
      "name" : "iOS",
      "description" : "iOS Twitter integration",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-12-19T06:07:50.000Z",
      "id" : "312240"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Apple®"
      },
      "name" : "YouTube on iOS",
      "description" : "Watch YouTube videos on your iOS devices.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-12-19T06:08:15.000Z",
      "id" : "1021754"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "IFTTT Inc",
        "url" : "https://ifttt.com",
        "privacyPolicyUrl" : "https://ifttt.com/privacy",
        "termsAndConditionsUrl" : "https://ifttt.com/terms"
      },
      "name" : "IFTTT",
      "description" : "Do more with the services you love",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2013-07-12T00:24:03.000Z",
      "id" : "177000"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Lionheart Software",
        "url" : "https://lionheartsw.com/",
        "privacyPolicyUrl" : "https://lionheartsw.com/software/tweet-seeker/privacy.html",
        "termsAndConditionsUrl" : "https://lionheartsw.com/software/tweet-seeker/terms.html"
      },
      "name" : "Tweet Seeker",
      "description" : "Search your tweets. All of them.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2014-08-14T12:07:51.000Z",
      "id" : "5367729"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter, Inc",
        "url" : "http://twitter.com"
      },
      "name" : "Twitter for Mac",
      "description" : "Twitter for Mac",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-11-18T13:12:59.000Z",
      "id" : "557701"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter",
        "url" : ""
      },
      "name" : "Twitter for iPhone",
      "description" : "Twitter for iPhone",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-10-22T18:21:36.000Z",
      "id" : "129032"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twidere"
      },
      "name" : "Twidere X iOS",
      "description" : "This app was created to use the Twitter API.",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2023-04-28T10:02:26.000Z",
      "id" : "19311152"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Google Inc",
        "url" : "https://www.google.com/",
        "privacyPolicyUrl" : "https://policies.google.com/privacy",
        "termsAndConditionsUrl" : "https://policies.google.com/terms"
      },
      "name" : "Google",
      "description" : "Google/Twitter integration.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-12-21T04:57:54.000Z",
      "id" : "8719"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Pragmatic Code",
        "url" : "https://pragmaticcode.com",
        "privacyPolicyUrl" : "https://pragmaticcode.com/privacy/",
        "termsAndConditionsUrl" : "https://pragmaticcode.com/terms/"
      },
      "name" : "Linky for iOS",
      "description" : "a universal iOS Twitter Client app.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2022-02-22T07:49:14.000Z",
      "id" : "876376"
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
      "approvedAt" : "2011-11-13T23:13:31.000Z",
      "id" : "55902"
    }
  }
]