window.YTD.follower.part0 = [
  {
    "follower" : {
      "accountId" : "100000000000002",
      "userLink" : "https://twitter.com/intent/user?user_id=100000000000002"
    }
  },
  {
    "follower" : {
      "accountId" : "100000000000003",
      "userLink" : "https://twitter.com/intent/user?user_id=100000000000003"
    }
  },
  {
    "follower" : {
      "accountId" : "100000000000004",
      "userLink" : "https://twitter.com/intent/user?user_id=100000000000004"
    }
  }
]