window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "Fenix 2",
      "description" : "A modern Twitter client for Android",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2017-09-12T19:34:49.000Z",
      "id" : "14224982"
    }
  }
]