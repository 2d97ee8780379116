var user_details =  {
  "screen_name" : "AlexSample",
  "full_name" : "\u00BF?",
  "bio" : "\uD63C\uC790 \uC654\uC2B5\uB2C8\uB2E4",
  "id" : "100000000000001",
  "created_at" : "2012-09-10 11:53:42 +0000"
}