window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "112769581",
    "userName" : "alexsample",
    "displayName" : "Alex Sämple"
  },
  "archiveInfo" : {
    "sizeBytes" : "58111140",
    "generationDate" : "2022-11-14T18:44:55.824Z",
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
    "deviceToken" : {
      "files" : [ {
        "fileName" : "data/device-token.js",
        "globalName" : "YTD.device_token.part0",
        "count" : "1"
      } ]
    },
    "follower" : {
      "files" : [ {
        "fileName" : "data/follower.js",
        "globalName" : "YTD.follower.part0",
        "count" : "420"
      } ]
    },
    "following" : {
      "files" : [ {
        "fileName" : "data/following.js",
        "globalName" : "YTD.following.part0",
        "count" : "295"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
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