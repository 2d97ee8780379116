window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "AlexSample",
    "displayName" : "Alex Sample (they/them)"
  },
  "archiveInfo" : {
    "sizeBytes" : "541578206",
    "generationDate" : "2022-11-06T14:21:04.419Z",
    "isPartialArchive" : false,
    "maxPartSizeBytes" : "53687091200"
  },
  "readmeInfo" : {
    "fileName" : "data/README.txt",
    "directory" : "data/",
    "name" : "README.txt"
  },
  "dataTypes" : {
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "331"
      } ]
    },
    "niDevices" : {
      "files" : [ {
        "fileName" : "data/ni-devices.js",
        "globalName" : "YTD.ni_devices.part0",
        "count" : "3"
      } ]
    }
  }
}