window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "AlexSample",
    "displayName" : "Alex Sample"
  },
  "archiveInfo" : {
    "sizeBytes" : "50237304",
    "generationDate" : "2022-11-07T21:37:42.552Z",
    "isPartialArchive" : false,
    "maxPartSizeBytes" : "53687091200"
  },
  "readmeInfo" : {
    "fileName" : "data/README.txt",
    "directory" : "data/",
    "name" : "README.txt"
  },
  "dataTypes" : {
    "deviceToken" : {
      "files" : [ {
        "fileName" : "data/device-token.js",
        "globalName" : "YTD.device_token.part0",
        "count" : "3"
      } ]
    },
    "niDevices" : {
      "files" : [ {
        "fileName" : "data/ni-devices.js",
        "globalName" : "YTD.ni_devices.part0",
        "count" : "3"
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