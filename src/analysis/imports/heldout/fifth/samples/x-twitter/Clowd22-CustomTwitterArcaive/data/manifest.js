window.__THAR_CONFIG = {
  "userInfo": {
    "accountId": "895246425214205954",
    "userName": "Sample_728",
    "displayName": "Alex"
  },
  "archiveInfo": {
    "sizeBytes": "1436300271",
    "generationDate": "2026-03-08T03:04:27.715Z",
    "isPartialArchive": false,
    "maxPartSizeBytes": "53687091200"
  },
  "readmeInfo": {
    "fileName": "data/README.txt",
    "directory": "data/",
    "name": "README.txt"
  },
  "dataTypes": {
    "account": {
      "files": [
        {
          "fileName": "data/account.js",
          "globalName": "YTD.account.part0",
          "count": "1"
        }
      ]
    },
    "profile": {
      "mediaDirectory": "data/profile_media",
      "files": [
        {
          "fileName": "data/profile.js",
          "globalName": "YTD.profile.part0",
          "count": "1"
        }
      ]
    },
    "profileMedia": {
      "mediaDirectory": "data/profile_media"
    }
  }
}