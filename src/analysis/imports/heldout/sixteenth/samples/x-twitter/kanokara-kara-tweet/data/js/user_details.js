var user_details =  {
  "screen_name" : "AlexSample",
  "full_name" : "Alex Sample",
  "bio" : "\u300C\u975E\u570B\u6C11\u300D",
  "id" : "100000000000001",
  "created_at" : "2015-06-25 13:48:16 +0000"
}