window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "Sample_4417",
    "displayName" : "Alex 📡"
  },
  "archiveInfo" : {
    "sizeBytes" : "201464769",
    "generationDate" : "2022-03-27T18:57:07.326Z",
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
    "accountCreationIp" : {
      "files" : [ {
        "fileName" : "data/account-creation-ip.js",
        "globalName" : "YTD.account_creation_ip.part0",
        "count" : "1"
      } ]
    },
    "ageinfo" : {
      "files" : [ {
        "fileName" : "data/ageinfo.js",
        "globalName" : "YTD.ageinfo.part0",
        "count" : "1"
      } ]
    },
    "connectedApplication" : {
      "files" : [ {
        "fileName" : "data/connected-application.js",
        "globalName" : "YTD.connected_application.part0",
        "count" : "6"
      } ]
    },
    "following" : {
      "files" : [ {
        "fileName" : "data/following.js",
        "globalName" : "YTD.following.part0",
        "count" : "3"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "696"
      } ]
    },
    "phoneNumber" : {
      "files" : [ {
        "fileName" : "data/phone-number.js",
        "globalName" : "YTD.phone_number.part0",
        "count" : "1"
      } ]
    },
    "profile" : {
      "files" : [ {
        "fileName" : "data/profile.js",
        "globalName" : "YTD.profile.part0",
        "count" : "1"
      } ]
    },
    "screenNameChange" : {
      "files" : [ {
        "fileName" : "data/screen-name-change.js",
        "globalName" : "YTD.screen_name_change.part0",
        "count" : "1"
      } ]
    }
  }
}