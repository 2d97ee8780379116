window.YTD.connected_application.part0 = [ {
  "connectedApplication" : {
    "organization" : {
      "name" : "Microsoft",
      "url" : "http://www.microsoft.com",
      "privacyPolicyUrl" : "https://privacy.microsoft.com/en-us/privacystatement",
      "termsAndConditionsUrl" : "https://www.microsoft.com/en-us/servicesagreement"
    },
    "name" : "Microsoft Power Platform",
    "description" : "Microsoft Power Platform is a service for building custom business apps that connect to your data and work across the web and mobile - without the time and expense of custom software development.",
    "permissions" : [ "read", "write" ],
    "approvedAt" : "2020-07-05T04:47:01.000Z",
    "id" : "8897316"
  }
} ]