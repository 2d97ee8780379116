var payload_details = {
	"tweets": 90695,
	"created_at": "Sat Jul 08 21:17:11 +0000 2017",
	"lang": "en"
}