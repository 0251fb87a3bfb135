# Veeam Backup & Replication 12.3 -- weekly job report for the ops meeting
Import-Module Veeam.Backup.PowerShell
Connect-VBRServer -Server vbr01.hawfinch.example.kr -User "HAWFINCH\svc-veeam" -Password "{{password:veeam-service-password}}"

# credentials record the Linux proxies and the hardened repo use
Add-VBRCredentials -Type Linux -User root -Password '{{password:veeam-linux-credential-password}}' -Description "linux proxies (px01-px04)"

Get-VBRJob | Select-Object Name, JobType, @{n='Last';e={$_.FindLastSession().Result}} |
    Export-Csv -NoTypeInformation "\\ops-share\reports\vbr-weekly-$(Get-Date -f yyyyMMdd).csv"
Disconnect-VBRServer
