window.YTD.ni_devices.part0 = [
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "8.76.0-release.01",
        "udid" : "0000000000000001",
        "deviceType" : "Twitter for Android",
        "token" : "sample-token-1",
        "updatedDate" : "2021.01.21",
        "createdDate" : "2021.01.20"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "9.65.1-release.0",
        "udid" : "0000000000000002",
        "deviceType" : "Twitter for Android",
        "token" : "sample-token-2",
        "updatedDate" : "2022.10.30",
        "createdDate" : "2021.01.26"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "messagingDevice" : {
        "phoneNumber" : "+15555550100",
        "carrier" : "verizon",
        "deviceType" : "Auth",
        "updatedDate" : "2016.01.23",
        "createdDate" : "2015.08.22"
      }
    }
  }
]