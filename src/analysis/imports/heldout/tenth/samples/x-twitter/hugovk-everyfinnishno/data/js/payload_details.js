var payload_details =  {
  "tweets" : 482329,
  "created_at" : "2015-10-17 06:42:50 +0000",
  "lang" : "en"
}