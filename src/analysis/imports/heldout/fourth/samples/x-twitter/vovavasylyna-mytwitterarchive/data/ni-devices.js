window.YTD.ni_devices.part0 = [
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "6.50",
        "udid" : "00000000-0000-4000-8000-000000000001",
        "deviceType" : "Twitter for iOS",
        "token" : "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "updatedDate" : "2017.02.19",
        "createdDate" : "2014.03.20"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "8.93.1",
        "udid" : "00000000-0000-4000-8000-000000000002",
        "deviceType" : "Twitter for iOS",
        "token" : "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "updatedDate" : "2021.12.11",
        "createdDate" : "2021.11.26"
      }
    }
  }
]