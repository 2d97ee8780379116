var payload_details = {
	"tweets": 10524,
	"created_at": "Thu Jul 20 06:11:00 +0000 2017",
	"lang": "ko"
}