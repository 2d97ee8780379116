var payload_details =  {
  "tweets" : 5410,
  "created_at" : "2013-10-08 07:23:33 +0000",
  "lang" : "en"
}