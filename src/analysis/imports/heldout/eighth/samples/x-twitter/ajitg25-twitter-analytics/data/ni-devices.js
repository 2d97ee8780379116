window.YTD.ni_devices.part0 = [
  {
    "niDeviceResponse" : {
      "pushDevice" : {
        "deviceVersion" : "11.42.0-release.2",
        "udid" : "0000000000000000",
        "deviceType" : "Twitter for Android",
        "token" : "sample-push-token",
        "updatedDate" : "2025.11.30",
        "createdDate" : "2025.11.30"
      }
    }
  }
]