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
      "approvedAt" : "2021-04-27T05:23:31.000Z",
      "id" : "129032"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "Sask Vaccine",
      "description" : "Tweet age eligibility info for COVID-19 vaccination in Saskatchewan collected via web scraping. Also Retweets relevant eligibility updates from @SaskHealth and @SKGov.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2021-04-27T03:20:00.000Z",
      "id" : "945692"
    }
  }
]