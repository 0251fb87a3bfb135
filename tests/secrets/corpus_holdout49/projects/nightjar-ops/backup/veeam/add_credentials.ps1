# Veeam Backup & Replication 12: register the service account for the Windows license servers
Import-Module Veeam.Backup.PowerShell
Connect-VBRServer -Server vbr.nightjar.example.ch -User "NIGHTJAR\nhaddad-adm" -Password "{{password:veeam-admin-password}}"
Add-VBRCredentials -User "NIGHTJAR\svc_veeam" -Password "{{password:veeam-service-password}}" -Description "guest processing, license servers"
$creds = Get-VBRCredentials -Name "NIGHTJAR\svc_veeam"
# Use Read-Host -AsSecureString next time
Disconnect-VBRServer
