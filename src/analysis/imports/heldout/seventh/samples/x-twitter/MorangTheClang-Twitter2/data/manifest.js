window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "Sample_Recluse",
    "displayName" : "Clergy"
  },
  "archiveInfo" : {
    "sizeBytes" : "33347272",
    "generationDate" : "2021-05-19T04:09:14.061Z",
    "isPartialArchive" : false,
    "maxPartSizeBytes" : "53687091200"
  },
  "readmeInfo" : {
    "fileName" : "data/README.txt",
    "directory" : "data/",
    "name" : "README.txt"
  },
  "dataTypes" : {
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
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "60"
      } ]
    },
    "niDevices" : {
      "files" : [ {
        "fileName" : "data/ni-devices.js",
        "globalName" : "YTD.ni_devices.part0",
        "count" : "1"
      } ]
    }
  }
}