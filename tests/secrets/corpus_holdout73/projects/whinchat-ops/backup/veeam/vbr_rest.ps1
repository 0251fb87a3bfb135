# Veeam Backup & Replication 12.3 REST - report last session of the Windows file servers job
$vbr = "https://vbr01.whinchat.example.ie:9419"
$body = @{
    grant_type = "password"
    username   = "WHINCHAT\svc-veeam-report"
    password   = "{{password:veeam-rest-password}}"
}
$tok = Invoke-RestMethod -Method Post -Uri "$vbr/api/oauth2/token" -Body $body `
    -Headers @{ "x-api-version" = "1.2-rev0" } -SkipCertificateCheck
$h = @{ Authorization = "Bearer $($tok.access_token)"; "x-api-version" = "1.2-rev0" }
$sessions = Invoke-RestMethod -Uri "$vbr/api/v1/sessions?limit=5&nameFilter=FS-*" -Headers $h -SkipCertificateCheck
$sessions.data | Select-Object name, state, result, endTime
# job id of FS-nightly: 6e2a4c8f-1b3d-4f5a-9c7e-0d2f4a6c8e1b
