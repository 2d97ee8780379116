window.YTD.ni_devices.part0 = [
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "11.95.1-release.0",
        "udid" : "0000000000000001",
        "deviceType" : "Twitter for Android",
        "token" : "sample-token-1",
        "updatedDate" : "2026.06.02",
        "createdDate" : "2024.07.13"
      }
    }
  },
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "11.71.0-release.0",
        "udid" : "0000000000000002",
        "deviceType" : "Twitter for Android",
        "token" : "sample-token-2",
        "updatedDate" : "2026.03.23",
        "createdDate" : "2025.02.08"
      }
    }
  }
]