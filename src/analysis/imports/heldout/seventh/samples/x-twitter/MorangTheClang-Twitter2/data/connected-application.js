window.YTD.connected_application.part0 = [ {
  "connectedApplication" : {
    "organization" : {
      "name" : "TwitLonger Ltd"
    },
    "name" : "Twitlonger",
    "description" : "Twitlonger is a simple app to allow you to post longer thoughts via Twitter, without the need to write a whole blog post. Think of it like Twitpic for text.",
    "permissions" : [ "read", "write" ],
    "approvedAt" : "2021-04-23T02:29:19.000Z",
    "id" : "169"
  }
} ]