var user_details =  {
  "expanded_url" : "https:\/\/twitter.com\/hugovk\/lists\/my-twitterbot-army\/members",
  "screen_name" : "EveryFinnishNo",
  "location" : "Helsinki, Finland",
  "url" : "https:\/\/t.co\/mAixJrdlV1",
  "full_name" : "Every Finnish Number",
  "bio" : "A bot by @hugovk to tweet every Finnish number. Tweet @EveryFinnishNo some digits to get your own personal Finnish number in reply! https:\/\/t.co\/haWmvl0Px1",
  "id" : "100000000000001",
  "created_at" : "2014-10-15 07:01:27 +0000",
  "display_url" : "twitter.com\/hugovk\/lists\/m\u2026"
}