var user_details =  {
  "screen_name" : "AlexSample",
  "full_name" : "Alex Sample",
  "bio" : "Reinstalando o sistema",
  "id" : "100000000000001",
  "created_at" : "2013-03-11 21:53:10 +0000"
}