window.YTD.account.part0 = [
  {
    "account": {
      "username": "g_leech_",
      "accountId": "1139858422302748672",
      "accountDisplayName": "Alex Sample (Non-Reasoning)"
    }
  }
]