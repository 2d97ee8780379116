var user_details =  {
  "created_at" : "Wed Oct 31 20:23:12 +0000 2012",
  "id" : "100000000000001",
  "screen_name" : "AlexSample",
  "full_name" : "Alex S\u00E1mple"
}