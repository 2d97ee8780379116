var user_details =  {
  "screen_name" : "AlexSample",
  "location" : "Iruma,Saitama,Japan",
  "full_name" : "\u30B5\u30F3\u30D7\u30EB",
  "bio" : "\u81EA\u8EE2\u8ECA\u3067\u3082\u30C1\u30E3\u30EA\u3066\u547C\u3076\u3068\u30AD\u30EC\u308B\u4EBA\u5ACC\u3044",
  "id" : "100000000000001",
  "created_at" : "2010-05-03 02:54:58 +0000"
}