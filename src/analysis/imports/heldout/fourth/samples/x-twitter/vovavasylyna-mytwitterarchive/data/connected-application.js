window.YTD.connected_application.part0 = [
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Яндекс",
        "url" : "http://www.yandex.ru/"
      },
      "name" : "Я.Онлайн",
      "description" : "Я.Онлайн — клиент Яндекс.Почты, jabber-мессенджер с интеграцией с социальными сетями, включая Twitter.",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2010-10-03T12:11:26.000Z",
      "id" : "192412"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Twitter",
        "url" : ""
      },
      "name" : "Twitter for iPhone",
      "description" : "Twitter for iPhone",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2022-02-11T07:47:11.000Z",
      "id" : "129032"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Hotot.org",
        "url" : ""
      },
      "name" : "Hotot for Chrome",
      "description" : "Hotot Client for Chrome(Chrome App)",
      "permissions" : [
        "read",
        "write",
        "directmessages"
      ],
      "approvedAt" : "2014-01-03T16:47:38.000Z",
      "id" : "766470"
    }
  },
  {
    "connectedApplication" : {
      "organization" : {
        "name" : "Apple®",
        "url" : ""
      },
      "name" : "iOS",
      "description" : "iOS Twitter integration",
      "permissions" : [
        "read",
        "write"
      ],
      "approvedAt" : "2012-06-06T20:02:14.000Z",
      "id" : "312240"
    }
  }
]