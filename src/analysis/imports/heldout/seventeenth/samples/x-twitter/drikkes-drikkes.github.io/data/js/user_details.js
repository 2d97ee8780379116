var user_details =  {
  "screen_name" : "AlexSample",
  "location" : "Cologne, Germany",
  "full_name" : "Alex Sample",
  "bio" : "Seit ich laufen konnte, stand ich nur im Weg. https:\/\/example.com",
  "id" : "100000000000001",
  "created_at" : "2008-07-10 14:34:41 +0000"
}