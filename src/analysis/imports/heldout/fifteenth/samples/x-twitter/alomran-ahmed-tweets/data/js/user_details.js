var user_details =  {
  "screen_name" : "AlexSample",
  "location" : "Saudi Arabia",
  "full_name" : "Alex Sample",
  "bio" : "Journalist \u00B7 Ex-@WSJ Saudi correspondent \u00B7 Columbia J-School alum \u00B7 Email: user1 (at) example dot com",
  "id" : "100000000000001",
  "created_at" : "2006-09-04 00:18:12 +0000"
}