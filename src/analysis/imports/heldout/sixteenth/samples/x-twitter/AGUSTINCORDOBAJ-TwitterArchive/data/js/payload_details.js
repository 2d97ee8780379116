var payload_details = {
	"tweets": 8332,
	"created_at": "Mon Dec 05 03:10:52 +0000 2016",
	"lang": "es"
}