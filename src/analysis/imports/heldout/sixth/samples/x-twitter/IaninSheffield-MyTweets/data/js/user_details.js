var user_details =  {
  "screen_name" : "AlexSampleUK",
  "location" : "Sheffield, Yorkshire",
  "full_name" : "Alex Sample",
  "bio" : "Former Physics teacher, former Head of ELearning ... and still learning. Now doctoral researcher @exampleuni exploring teacher professional learning.",
  "id" : "100000000000001",
  "created_at" : "2009-02-19 18:28:04 +0000"
}