window.YTD.phone_number.part0 = [
  {
    "device" : {
      "phoneNumber" : "+351915550100"
    }
  }
]