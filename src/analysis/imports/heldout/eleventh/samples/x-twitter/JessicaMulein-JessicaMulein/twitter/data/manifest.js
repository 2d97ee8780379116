window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "AlexSample",
    "displayName" : "🄰🅂 Alex Sample"
  },
  "archiveInfo" : {
    "sizeBytes" : "2004679670",
    "generationDate" : "2022-11-05T06:33:07.558Z",
    "isPartialArchive" : false,
    "maxPartSizeBytes" : "53687091200"
  },
  "readmeInfo" : {
    "fileName" : "data/README.txt",
    "directory" : "data/",
    "name" : "README.txt"
  },
  "dataTypes" : {
    "account" : {
      "files" : [ {
        "fileName" : "data/account.js",
        "globalName" : "YTD.account.part0",
        "count" : "1"
      } ]
    },
    "periscopeAccountInformation" : {
      "files" : [ {
        "fileName" : "data/periscope-account-information.js",
        "globalName" : "YTD.periscope_account_information.part0",
        "count" : "1"
      } ]
    },
    "profile" : {
      "mediaDirectory" : "data/profile_media",
      "files" : [ {
        "fileName" : "data/profile.js",
        "globalName" : "YTD.profile.part0",
        "count" : "1"
      } ]
    }
  }
}
