window.__THAR_CONFIG = {
  "userInfo" : {
    "accountId" : "100000000000001",
    "userName" : "AlexSample",
    "displayName" : "Alex Sample"
  },
  "archiveInfo" : {
    "sizeBytes" : "66634316",
    "generationDate" : "2023-04-29T10:07:04.625Z",
    "isPartialArchive" : false,
    "maxPartSizeBytes" : "53687091200"
  },
  "readmeInfo" : {
    "fileName" : "data/README.txt",
    "directory" : "data/",
    "name" : "README.txt"
  },
  "dataTypes" : {
    "connectedApplication" : {
      "files" : [ {
        "fileName" : "data/connected-application.js",
        "globalName" : "YTD.connected_application.part0",
        "count" : "11"
      } ]
    },
    "ipAudit" : {
      "files" : [ {
        "fileName" : "data/ip-audit.js",
        "globalName" : "YTD.ip_audit.part0",
        "count" : "70"
      } ]
    }
  }
}