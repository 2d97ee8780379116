window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "AlexSample",
    "displayName" : "🌸💕✨Alex Sample☀🌈🌟🏳️‍⚧️"
  },
  "archiveInfo" : {
    "sizeBytes" : "4805963189",
    "generationDate" : "2020-07-10T20:12:57.606Z",
    "isPartialArchive" : false,
    "maxPartSizeBytes" : "53687091200"
  },
  "readmeInfo" : {
    "fileName" : "data/README.txt",
    "directory" : "data/",
    "name" : "README.txt"
  },
  "dataTypes" : {
    "accountTimezone" : {
      "files" : [ {
        "fileName" : "data/account-timezone.js",
        "globalName" : "YTD.account_timezone.part0",
        "count" : "1"
      } ]
    },
    "connectedApplication" : {
      "files" : [ {
        "fileName" : "data/connected-application.js",
        "globalName" : "YTD.connected_application.part0",
        "count" : "22"
      } ]
    },
    "emailAddressChange" : {
      "files" : [ {
        "fileName" : "data/email-address-change.js",
        "globalName" : "YTD.email_address_change.part0",
        "count" : "2"
      } ]
    },
    "periscopeAccountInformation" : {
      "files" : [ {
        "fileName" : "data/periscope-account-information.js",
        "globalName" : "YTD.periscope_account_information.part0",
        "count" : "1"
      } ]
    }
  }
}
