window.YTD.periscope_account_information.part0 = [
  {
    "periscopeAccountInformation" : {
      "displayName" : "Alex Sample 🖖🇺🇲🌻🇺🇦🫂",
      "digitsId" : "",
      "username" : "AlexSample",
      "twitterId" : "100000000000001",
      "id" : "1aAaAaAaAaAaA",
      "twitterScreenName" : "AlexSample",
      "isTwitterUser" : true,
      "createdAt" : "2021-03-04T23:10:44.650630672Z"
    }
  }
]