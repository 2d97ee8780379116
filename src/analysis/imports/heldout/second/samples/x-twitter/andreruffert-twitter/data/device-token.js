window.YTD.device_token.part0 = [
  {
    "deviceToken" : {
      "clientApplicationId" : null,
      "token" : null,
      "createdAt" : "2022-11-14T16:23:31.000Z",
      "lastSeenAt" : "2022-11-14T16:23:31.000Z",
      "clientApplicationName" : "Twitter Web App (Twitter. Inc)"
    }
  },
]