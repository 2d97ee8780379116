window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter, Inc.",
        "url" : ""
      },
      "name" : "Twitter for Android",
      "description" : "Twitter for Android",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2019-11-07T20:30:12.000Z",
      "id" : "258901"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "SoundCloud",
        "url" : "http://soundcloud.com"
      },
      "name" : "SoundCloud",
      "description" : "This application will automatically tweet your new tracks and sets that you upload to SoundCloud. You'll have to register an account on soundcloud.com to use it.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2016-08-05T21:06:54.000Z",
      "id" : "370"
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
      "approvedAt" : "2022-09-27T13:50:38.000Z",
      "id" : "129032"
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
      "approvedAt" : "2016-09-16T08:54:57.000Z",
      "id" : "312240"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Quora",
        "url" : "http://www.quora.com/",
        "privacyPolicyUrl" : "https://www.quora.com/about/privacy",
        "termsAndConditionsUrl" : "https://www.quora.com/about/tos"
      },
      "name" : "Quora",
      "description" : "Quora is a continually improving collection of questions and answers created, edited, and organized by everyone who uses it.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2014-11-06T20:07:02.000Z",
      "id" : "113052"
    }
  }
]