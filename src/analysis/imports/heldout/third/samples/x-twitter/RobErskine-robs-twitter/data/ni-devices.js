window.YTD.ni_devices.part0 = [
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "9.32",
        "udid" : "00000000-0000-4000-8000-000000000001",
        "deviceType" : "Twitter for iOS",
        "token" : "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX=",
        "updatedDate" : "2022.10.16",
        "createdDate" : "2022.10.16"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "9.34.5",
        "udid" : "00000000-0000-4000-8000-000000000002",
        "deviceType" : "Twitter for iOS",
        "token" : "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX=",
        "updatedDate" : "2022.11.15",
        "createdDate" : "2022.10.16"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "messagingDevice" : {
        "phoneNumber" : "+16095550100",
        "carrier" : "verizon",
        "deviceType" : "Auth",
        "updatedDate" : "2016.06.28",
        "createdDate" : "2010.03.19"
      }
    }
  }
]