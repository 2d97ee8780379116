window.YTD.ni_devices.part0 = [
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "9.13.0-release.00",
        "udid" : "0000000000000001",
        "deviceType" : "Twitter for Android",
        "token" : "push-token-placeholder-1",
        "updatedDate" : "2021.10.04",
        "createdDate" : "2021.09.30"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "9.58.2-release.0",
        "udid" : "0000000000000002",
        "deviceType" : "Twitter for Android",
        "token" : "push-token-placeholder-2",
        "updatedDate" : "2022.09.28",
        "createdDate" : "2022.06.21"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "messagingDevice" : {
        "deviceType" : "Auth",
        "carrier" : "ch.sunrise",
        "phoneNumber" : "+41765550100",
        "createdDate" : "2021.06.30"
      }
    }
  }
]