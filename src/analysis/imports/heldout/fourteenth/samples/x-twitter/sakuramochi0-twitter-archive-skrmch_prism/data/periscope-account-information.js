window.YTD.periscope_account_information.part0 = [ {
  "periscopeAccountInformation" : {
    "displayName" : "Alex Sample@プリズムSparking!✨",
    "digitsId" : "",
    "username" : "AlexSampleP",
    "twitterId" : "100000000000001",
    "id" : "1AAAAAAAAAAAA",
    "twitterScreenName" : "AlexSampleP",
    "isTwitterUser" : true,
    "createdAt" : "2017-07-20T09:59:16.414404918Z"
  }
} ]