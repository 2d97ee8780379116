var payload_details = {
	"tweets": 10954,
	"created_at": "Sun Jul 22 01:15:58 +0000 2018",
	"lang": "en"
}