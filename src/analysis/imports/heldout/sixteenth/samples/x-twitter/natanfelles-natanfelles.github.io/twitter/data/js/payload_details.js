var payload_details =  {
  "tweets" : 1743,
  "created_at" : "2019-05-11 23:14:22 +0000",
  "lang" : "pt"
}