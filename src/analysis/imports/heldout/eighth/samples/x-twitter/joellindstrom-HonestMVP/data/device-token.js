window.YTD.device_token.part0 = [ {
  "deviceToken" : {
    "clientApplicationId" : "268278",
    "token" : "sample-token-1",
    "createdAt" : "2019-03-09T10:11:08.964Z",
    "lastSeenAt" : "2020-01-13T02:15:36.221Z",
    "clientApplicationName" : "Twitter Web Client (Twitter, Inc.)"
  }
}, {
  "deviceToken" : {
    "clientApplicationId" : "268278",
    "token" : "sample-token-2",
    "createdAt" : "2020-01-13T10:17:48.322Z",
    "lastSeenAt" : "2020-01-13T10:17:48.324Z",
    "clientApplicationName" : "Twitter Web Client (Twitter, Inc.)"
  }
}, {
  "deviceToken" : {
    "clientApplicationId" : "-1",
    "token" : "sample-token-3",
    "createdAt" : "1970-01-01T00:00:00.000Z",
    "lastSeenAt" : "2020-01-13T13:58:07.766Z",
    "clientApplicationName" : ""
  }
} ]