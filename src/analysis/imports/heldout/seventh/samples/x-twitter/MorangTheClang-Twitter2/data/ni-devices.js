window.YTD.ni_devices.part0 = [ {
  "niDeviceResponse" : {
    "pushDevice" : {
      "udid" : "Windows/Firefox",
      "deviceType" : "Twitter for Web",
      "token" : "https://updates.push.services.mozilla.com/wpush/v2/SAMPLE-TOKEN",
      "updatedDate" : "2021.04.22",
      "createdDate" : "2021.04.22"
    }
  }
} ]