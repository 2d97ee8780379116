var payload_details =  {
  "tweets" : 46544,
  "created_at" : "2018-11-03 05:36:27 +0000",
  "lang" : "ja"
}