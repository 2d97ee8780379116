window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Plumage",
        "privacyPolicyUrl" : "https://www.tweetmyslides.com/about",
        "termsAndConditionsUrl" : "https://www.tweetmyslides.com/about"
      },
      "name" : "TweetMySlides",
      "description" : "Tweet your Powerpoint slides as a sequence of images",
      "permissions" : [
        "read",
        "write",
        "emailaddress"
      ],
      "approvedAt" : "2021-06-10T15:05:50.000Z",
      "id" : "14478378"
    }
  }
]