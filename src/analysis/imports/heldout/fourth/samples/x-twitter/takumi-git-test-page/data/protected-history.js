window.YTD.protected_history.part0 = [ {
  "protectedHistory" : {
    "protectedAt" : "2020-07-27T00:08:56.000Z",
    "action" : "Unprotect"
  }
}, {
  "protectedHistory" : {
    "protectedAt" : "2020-07-27T00:32:58.000Z",
    "action" : "Protect"
  }
}, {
  "protectedHistory" : {
    "protectedAt" : "2020-07-27T00:34:31.000Z",
    "action" : "Unprotect"
  }
}, {
  "protectedHistory" : {
    "protectedAt" : "2020-07-27T00:46:43.000Z",
    "action" : "Protect"
  }
} ]