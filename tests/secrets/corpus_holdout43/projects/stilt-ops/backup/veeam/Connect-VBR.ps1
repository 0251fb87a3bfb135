# Nightly report of the Veeam B&R jobs protecting the Windows file servers and the VMware cluster
Import-Module Veeam.Backup.PowerShell
Connect-VBRServer -Server vbr01.stilt.example.org -User 'STILT\svc_veeam' -Password '{{password:veeam-password}}'

$jobs = Get-VBRJob | Where-Object { $_.JobType -eq 'Backup' }
foreach ($j in $jobs) {
    $s = $j.FindLastSession()
    "{0,-30} {1,-8} {2}" -f $j.Name, $s.Result, $s.EndTime
}

# encryption key for the GFS tape jobs (hint: "ops vault, Veeam tape 2024")
$plain = '{{password:veeam-password}}'
$secure = ConvertTo-SecureString $plain -AsPlainText -Force
Add-VBREncryptionKey -Password $secure -Description 'tape GFS 2024'

Disconnect-VBRServer
