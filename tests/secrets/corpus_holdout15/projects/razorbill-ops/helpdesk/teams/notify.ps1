# Post the weekly ticket statistics to the "HPC Support" Teams channel
$uri = "https://razorbill.webhook.office.com/webhookb2/{{teams_webhook}}"
$stats = Invoke-RestMethod -Uri "https://help.razorbill.example.edu/api/v1/reports" -Headers @{ Authorization = "Token token=$env:ZAMMAD_TOKEN" }
$body = @{ text = "Open: $($stats.open)  Closed this week: $($stats.closed)" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $uri -Body $body -ContentType 'application/json'
