window.YTD.connected_application.part0 = [
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
      "approvedAt" : "2020-04-27T18:20:03.000Z",
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
      "approvedAt" : "2020-04-26T20:30:06.000Z",
      "id" : "1285649"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "yakborg",
      "description" : "This app was created to use the Twitter API.",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2021-01-25T18:48:02.000Z",
      "id" : "19950465"
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
      "approvedAt" : "2020-04-26T20:44:47.000Z",
      "id" : "191841"
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
      "approvedAt" : "2020-06-24T01:56:24.000Z",
      "id" : "177000"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Tapbots LLC",
        "url" : "https://tapbots.com",
        "privacyPolicyUrl" : "https://tapbots.net/tweetbot6/privacy/"
      },
      "name" : "Tweetbot for iΟS",
      "description" : "A Twitter client for iOS.",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2022-11-08T21:51:29.000Z",
      "id" : "6207723"
    }
  }
]