var payload_details =  {
  "tweets" : 14670,
  "created_at" : "2017-10-14 12:17:55 +0000",
  "lang" : "ja"
}