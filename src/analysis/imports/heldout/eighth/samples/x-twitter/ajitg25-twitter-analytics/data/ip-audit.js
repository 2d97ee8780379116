window.YTD.ip_audit.part0 = [
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2025-12-02T05:47:46.000Z",
      "loginIp" : "192.0.2.2",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2025-12-02T05:42:00.000Z",
      "loginIp" : "192.0.2.2",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2025-12-02T04:12:00.000Z",
      "loginIp" : "192.0.2.3",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2025-12-02T04:11:18.000Z",
      "loginIp" : "192.0.2.3",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2025-12-02T03:42:28.000Z",
      "loginIp" : "192.0.2.4",
      "loginPortNumber" : "0"
    }
  },
  {
    "ipAudit" : {
      "accountId" : "100000000000001",
      "createdAt" : "2025-12-02T03:28:23.000Z",
      "loginIp" : "192.0.2.5",
      "loginPortNumber" : "0"
    }
  }
]