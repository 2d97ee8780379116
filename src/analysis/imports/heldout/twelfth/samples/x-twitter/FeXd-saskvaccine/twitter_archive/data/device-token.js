window.YTD.device_token.part0 = [
  {
    "deviceToken" : {
      "clientApplicationId" : "3033300",
      "token" : "device-token-placeholder-1",
      "createdAt" : "2021-07-14T16:34:34.720Z",
      "lastSeenAt" : "2021-07-14T16:34:34.722Z",
      "clientApplicationName" : "Twitter Web App (Twitter. Inc)"
    }
  }
]