window.YTD.device_token.part0 = [
  {
    "deviceToken" : {
      "clientApplicationId" : "49152",
      "token" : "sample-token-3",
      "createdAt" : "2021-06-11T00:47:20.695Z",
      "lastSeenAt" : "2021-06-11T00:47:20.697Z",
      "clientApplicationName" : "Mobile Web (Twitter)"
    }
  },
  {
    "deviceToken" : {
      "clientApplicationId" : "3033300",
      "token" : "sample-token-4",
      "createdAt" : "2022-01-29T01:47:18.830Z",
      "lastSeenAt" : "2022-02-27T16:09:55.985Z",
      "clientApplicationName" : "Twitter Web App (Twitter. Inc)"
    }
  },
  {
    "deviceToken" : {
      "clientApplicationId" : "49152",
      "token" : "sample-token-5",
      "createdAt" : "2022-07-25T01:08:58.098Z",
      "lastSeenAt" : "2022-07-25T01:08:58.100Z",
      "clientApplicationName" : "Mobile Web (Twitter)"
    }
  }
]