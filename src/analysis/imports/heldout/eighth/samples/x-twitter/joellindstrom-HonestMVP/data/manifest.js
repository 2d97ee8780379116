window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "HonestMvp",
    "displayName" : "Honest MVP"
  },
  "archiveInfo" : {
    "sizeBytes" : "9999257",
    "generationDate" : "2020-07-05T04:53:53.789Z",
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
        "count" : "1"
      } ]
    },
    "deviceToken" : {
      "files" : [ {
        "fileName" : "data/device-token.js",
        "globalName" : "YTD.device_token.part0",
        "count" : "14"
      } ]
    },
    "emailAddressChange" : {
      "files" : [ {
        "fileName" : "data/email-address-change.js",
        "globalName" : "YTD.email_address_change.part0",
        "count" : "1"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "133"
      } ]
    }
  }
}