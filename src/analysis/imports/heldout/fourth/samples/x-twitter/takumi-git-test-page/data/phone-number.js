window.YTD.phone_number.part0 = [ {
  "device" : {
    "phoneNumber" : "+818055550100"
  }
} ]