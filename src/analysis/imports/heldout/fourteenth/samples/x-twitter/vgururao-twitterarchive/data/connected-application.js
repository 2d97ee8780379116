window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "",
        "privacyPolicyUrl" : "https://ThreadReaderApp.com/help#PRIVACY-POLICY",
        "termsAndConditionsUrl" : "https://ThreadReaderApp.com/help#TERMS-OF-SERVICE"
      },
      "name" : "Thread Reader Connect",
      "description" : "Discover and read the best of Twitter Threads",
      "permissions" : [
        "read",
        "emailaddress"
      ],
      "approvedAt" : "2020-09-30T19:41:04.000Z",
      "id" : "14127764"
    }
  },
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
      "approvedAt" : "2012-09-30T04:32:59.000Z",
      "id" : "49152"
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
      "approvedAt" : "2019-06-14T06:38:14.000Z",
      "id" : "129032"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Zapier",
        "url" : "https://zapier.com/",
        "privacyPolicyUrl" : "https://zapier.com/privacy/",
        "termsAndConditionsUrl" : "https://zapier.com/terms/"
      },
      "name" : "Zapier.com",
      "description" : "Zapier helps you connect and automate the apps you use to get stuff done, so you can spend more time on human work.",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2020-04-26T20:27:39.000Z",
      "id" : "1285649"
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
      "approvedAt" : "2012-05-16T20:21:27.000Z",
      "id" : "312240"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter"
      },
      "name" : "Twitter for iPad",
      "description" : "Twitter for iPad",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2019-05-18T15:18:18.000Z",
      "id" : "191841"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter"
      },
      "name" : "Twitter for iPad",
      "description" : "Twitter for iPad",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2011-08-16T02:23:34.000Z",
      "id" : "191841"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "ReadWriteWeb",
        "url" : "http://mt-hacks.com"
      },
      "name" : "Commenting Sign-in",
      "description" : "Enables commenting on Movable Type blogs using Twitter sign-in and optional sharing of comments on Twitter. (ReadWriteWeb Edition)",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2009-08-11T13:04:50.000Z",
      "id" : "8282"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "OpenSea",
        "privacyPolicyUrl" : "https://opensea.io/privacy",
        "termsAndConditionsUrl" : "https://opensea.io/tos"
      },
      "name" : "OpenSea (NFT Marketplace)",
      "description" : "This app was created to use the Twitter API.",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-01-06T04:24:13.000Z",
      "id" : "22800660"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "",
        "privacyPolicyUrl" : "https://sidewire.com/privacy",
        "termsAndConditionsUrl" : "https://sidewire.com/terms"
      },
      "name" : "Sidewire",
      "description" : "Post your takes to Sidewire.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2016-09-20T23:34:31.000Z",
      "id" : "8245115"
    }
  }
]