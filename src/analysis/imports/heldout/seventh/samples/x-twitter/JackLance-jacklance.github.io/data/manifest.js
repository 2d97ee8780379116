window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "Alex_S_Sample",
    "displayName" : "Alex Sample"
  },
  "archiveInfo" : {
    "sizeBytes" : "3906163",
    "generationDate" : "2022-11-06T15:53:33.138Z",
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
        "count" : "8"
      } ]
    },
    "emailAddressChange" : {
      "files" : [ {
        "fileName" : "data/email-address-change.js",
        "globalName" : "YTD.email_address_change.part0",
        "count" : "1"
      } ]
    },
    "following" : {
      "files" : [ {
        "fileName" : "data/following.js",
        "globalName" : "YTD.following.part0",
        "count" : "0"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "201"
      } ]
    },
    "phoneNumber" : {
      "files" : [ {
        "fileName" : "data/phone-number.js",
        "globalName" : "YTD.phone_number.part0",
        "count" : "0"
      } ]
    },
    "profile" : {
      "mediaDirectory" : "data/profile_media",
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