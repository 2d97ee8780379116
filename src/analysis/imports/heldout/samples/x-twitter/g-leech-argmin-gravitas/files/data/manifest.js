window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "1139858422302748672",
    "userName" : "g_leech_",
    "displayName" : "Alex Sample (Non-Reasoning)"
  },
  "archiveInfo" : {
    "sizeBytes" : "591214294",
    "generationDate" : "2026-02-24T17:03:49.095Z",
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
        "count" : "7"
      } ]
    },
    "emailAddressChange" : {
      "files" : [ {
        "fileName" : "data/email-address-change.js",
        "globalName" : "YTD.email_address_change.part0",
        "count" : "2"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "377"
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
      "mediaDirectory" : "data/profile_media",
      "files" : [ {
        "fileName" : "data/profile.js",
        "globalName" : "YTD.profile.part0",
        "count" : "1"
      } ]
    },
    "protectedHistory" : {
      "files" : [ {
        "fileName" : "data/protected-history.js",
        "globalName" : "YTD.protected_history.part0",
        "count" : "0"
      } ]
    },
    "screenNameChange" : {
      "files" : [ {
        "fileName" : "data/screen-name-change.js",
        "globalName" : "YTD.screen_name_change.part0",
        "count" : "1"
      } ]
    },
    "sso" : {
      "files" : [ {
        "fileName" : "data/sso.js",
        "globalName" : "YTD.sso.part0",
        "count" : "0"
      } ]
    }
  }
}