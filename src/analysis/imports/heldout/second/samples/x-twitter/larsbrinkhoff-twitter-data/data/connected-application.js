window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "AtariAge",
        "url" : "https://atariage.com/",
        "privacyPolicyUrl" : "https://atariage.com/forums/privacy/",
        "termsAndConditionsUrl" : "https://atariage.com/forums/guidelines/"
      },
      "name" : "AtariAge Forum Login",
      "description" : "AtariAge Forums - Discuss classic Atari systems and computers, new homebrew games, classic gaming events, and more!",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2020-10-11T12:43:26.000Z",
      "id" : "321800"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Disqus",
        "url" : "http://disqus.com/",
        "privacyPolicyUrl" : "https://help.disqus.com/customer/portal/articles/466259-privacy-policy",
        "termsAndConditionsUrl" : "https://help.disqus.com/customer/portal/articles/466260-terms-of-service"
      },
      "name" : "DISQUS",
      "description" : "Disqus is a service and tool for web comments and discussions.",
      "permissions" : [
        "read",
        "emailaddress"
      ],
      "approvedAt" : "2018-07-27T17:42:07.000Z",
      "id" : "2858"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "",
        "url" : "",
        "privacyPolicyUrl" : "https://discourse.codinghorror.com/privacy",
        "termsAndConditionsUrl" : "https://discourse.codinghorror.com/tos"
      },
      "name" : "Coding Horror Discussion",
      "description" : "Discussion area for Coding Horror Blog",
      "permissions" : [
        "read",
        "emailaddress"
      ],
      "approvedAt" : "2018-09-27T07:56:26.000Z",
      "id" : "5870671"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Automattic",
        "url" : "http://automattic.com/"
      },
      "name" : "WordPress.com",
      "description" : "Tweet your WordPress.com posts and comment on WordPress.com using your Twitter identity.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2016-11-16T20:18:56.000Z",
      "id" : "38869"
    }
  }
]