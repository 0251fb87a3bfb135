# graph-mailer.ps1 - send the weekly allocation report from hpc-reports@stint.example.org
# App registration "stint-graph-mailer" (Mail.Send, application permission)
$TenantId     = "4f8c2a1e-9b3d-4e5f-a6c7-d8e9f0a1b2c3"
$ClientId     = "b7e3d1f9-2c4a-4b6e-8d0f-1a3c5e7b9d2f"
$ClientSecret = "{{azure_client_secret}}"

$secure = ConvertTo-SecureString -String $ClientSecret -AsPlainText -Force
$cred   = New-Object System.Management.Automation.PSCredential($ClientId, $secure)
Connect-MgGraph -TenantId $TenantId -ClientSecretCredential $cred -NoWelcome

$body = @{
  message = @{
    subject      = "Stint allocation report $(Get-Date -Format yyyy-'W'ww)"
    body         = @{ contentType = "HTML"; content = (Get-Content .\report.html -Raw) }
    toRecipients = @(@{ emailAddress = @{ address = "pi-list@stint.example.org" } })
  }
}
Send-MgUserMail -UserId "hpc-reports@stint.example.org" -BodyParameter $body
