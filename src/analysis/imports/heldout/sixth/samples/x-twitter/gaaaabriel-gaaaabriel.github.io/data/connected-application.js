window.YTD.connected_application.part0 = [
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
      "approvedAt" : "2021-05-24T23:47:00.000Z",
      "id" : "258901"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "spooler",
      "description" : "Spooling all the threads.",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2021-06-21T13:30:32.000Z",
      "id" : "14009830"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter",
        "url" : ""
      },
      "name" : "Twitter for iPhone",
      "description" : "Twitter for iPhone",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2021-10-25T00:45:18.000Z",
      "id" : "129032"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : ""
      },
      "name" : "LaDissertation.com",
      "description" : "LaDissertation.com fournit un réseau de sites pédagogiques et d’outils d’apprentissage pratiques, permettant aux étudiants de partager et de corriger la documentation.",
      "permissions" : [
        "read"
      ],
      "approvedAt" : "2022-03-24T08:52:08.000Z",
      "id" : "8398405"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "TierMaker.com",
        "url" : "https://tiermaker.com",
        "privacyPolicyUrl" : "https://tiermaker.com/guidelines/privacy-policy/",
        "termsAndConditionsUrl" : "https://tiermaker.com/guidelines/terms-of-use/"
      },
      "name" : "TierMaker",
      "description" : "Use Twitter to quickly create an account and login to tiermaker.com. Logged in users can easily tweet or RT content.",
      "permissions" : [
        "read",
        "write",
        "emailaddress"
      ],
      "approvedAt" : "2021-07-14T10:16:16.000Z",
      "id" : "15943451"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "ibis inc.",
        "url" : "https://www.ibis.ne.jp/",
        "privacyPolicyUrl" : "http://ibispaint.com/privacy.jsp",
        "termsAndConditionsUrl" : "http://ibispaint.com/agreement.jsp"
      },
      "name" : "ibisPaint",
      "description" : "ibisPaint is Painting App on Android / iPhone / iPad. Most functionality painting app! Let's enjoy finger painting life!",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2021-01-01T19:57:26.000Z",
      "id" : "725171"
    }
  }
]