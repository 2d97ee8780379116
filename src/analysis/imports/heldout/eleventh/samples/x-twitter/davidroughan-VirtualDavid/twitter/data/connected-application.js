window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter, Inc.",
        "url" : ""
      },
      "name" : "Twitter for Android",
      "description" : "Twitter for Android",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2025-02-08T01:31:12.000Z",
      "id" : "258901"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Samsung Electronics",
        "url" : "http://www.samsung.com"
      },
      "name" : "New Samsung Galaxy",
      "description" : "Samsung Mobile own applications",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2015-01-06T00:23:51.000Z",
      "id" : "7355339"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter, Inc.",
        "url" : ""
      },
      "name" : "Twitter for Android",
      "description" : "Twitter for Android",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2013-11-08T02:25:00.000Z",
      "id" : "258901"
    }
  }
]