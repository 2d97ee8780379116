window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "qURI",
      "description" : "This app was created to use the Twitter API.",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-06-25T21:52:03.000Z",
      "id" : "24682261"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter, Inc.",
        "url" : ""
      },
      "name" : "Twitter for Android",
      "description" : "Twitter for Android",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2022-06-16T11:45:46.000Z",
      "id" : "258901"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Gearbox Software",
        "url" : "http://www.gearboxsoftware.com",
        "privacyPolicyUrl" : "https://shift.gearboxsoftware.com/privacy",
        "termsAndConditionsUrl" : "https://shift.gearboxsoftware.com/eula"
      },
      "name" : "Gearbox SHiFT Website",
      "description" : "SHiFT website login",
      "permissions" : [
        "read",
        "emailaddress"
      ],
      "approvedAt" : "2022-07-09T10:43:01.000Z",
      "id" : "15100625"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "GitLab, Inc.",
        "url" : "https://about.gitlab.com"
      },
      "name" : "GitLab.com",
      "description" : "Free Version Control with unlimited private and public repositories.",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-07-08T06:55:26.000Z",
      "id" : "7918205"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "",
        "privacyPolicyUrl" : "https://neonone.com/privacypolicy/",
        "termsAndConditionsUrl" : "https://neonone.com/termsofservice/"
      },
      "name" : "Neon CRM Social Media Login",
      "description" : "Neon CRM is a cloud-based nonprofit software suite that provides tools built to support the good work nonprofit organizations do.",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-06-24T03:57:40.000Z",
      "id" : "17629213"
    }
  }
]