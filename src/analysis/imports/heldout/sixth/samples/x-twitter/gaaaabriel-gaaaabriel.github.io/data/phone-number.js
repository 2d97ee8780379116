window.YTD.phone_number.part0 = [
  {
    "device" : {
      "phoneNumber" : "+33755550100"
    }
  }
]