# Runs on vbr01 (Veeam Backup & Replication 12.2): nightly job report and a Linux proxy credential
Import-Module Veeam.Backup.PowerShell

Connect-VBRServer -Server vbr01.lapwing.example.org -User 'LAPWING\svc-veeam' -Password '{{password:veeam-service-password}}'

# credential record for the Linux hardened repository (single-use, but kept for re-adds)
Add-VBRCredentials -Type Linux -User 'veeamrepo' -Password '{{password14:veeam-linux-repo-password}}' -ElevateToRoot -Description 'hardened repo xfs01'

$creds = Get-Credential -UserName 'LAPWING\oh-admin' -Message 'vCenter'   # prompts, nothing stored
Get-VBRJob | Where-Object { $_.GetLastResult() -ne 'Success' } |
    Select-Object Name, @{n='Result';e={$_.GetLastResult()}} |
    ConvertTo-Html | Out-File C:\reports\veeam-failed.html
Disconnect-VBRServer
