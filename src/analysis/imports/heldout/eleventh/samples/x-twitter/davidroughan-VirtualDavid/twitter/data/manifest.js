window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "AlexSample",
    "displayName" : "Alex Sample"
  },
  "archiveInfo" : {
    "sizeBytes" : "7919858",
    "generationDate" : "2026-06-08T05:04:29.525Z",
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
        "count" : "3"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "285"
      } ]
    },
    "niDevices" : {
      "files" : [ {
        "fileName" : "data/ni-devices.js",
        "globalName" : "YTD.ni_devices.part0",
        "count" : "2"
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