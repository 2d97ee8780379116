var payload_details = {
	"tweets": 65142,
	"created_at": "Fri Jun 07 18:11:18 +0000 2019",
	"lang": "en"
}