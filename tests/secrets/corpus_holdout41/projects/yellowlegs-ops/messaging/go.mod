module github.com/yellowlegs/ops-alerts

go 1.22

require github.com/messagebird/go-rest-api/v9 v9.1.0
