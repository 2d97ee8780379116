var user_details =  {
  "screen_name" : "AlexSample",
  "location" : "Asakusa \/ Aoyama \/ Okayama, Japan",
  "full_name" : "Alex Sample",
  "bio" : "CRE (Customer Reliability Engineer) Tech Lead, Senior Engineer @ Example Company \uD83D\uDE42 Developing Pixela https:\/\/t.co\/FJF2FOCF63",
  "id" : "100000000000001",
  "created_at" : "2009-07-08 14:04:38 +0000"
}