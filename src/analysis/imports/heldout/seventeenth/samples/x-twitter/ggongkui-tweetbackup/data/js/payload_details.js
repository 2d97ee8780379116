var payload_details = {
	"tweets": 8686,
	"created_at": "Fri Nov 15 00:15:30 +0000 2019",
	"lang": "ko"
}