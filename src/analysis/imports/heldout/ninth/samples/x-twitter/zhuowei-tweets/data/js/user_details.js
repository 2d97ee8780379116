var user_details =  {
  "screen_name" : "AlexSample",
  "full_name" : "Alex Sample",
  "bio" : "Android\/iOS app developer: BlockLauncher, PocketInvEditor. Occasionally competent. | \u4F1A\u8BFB\u4E2D\u6587 | commit messages: @sample.account1",
  "id" : "100000000000001",
  "created_at" : "2011-10-01 07:16:51 +0000"
}