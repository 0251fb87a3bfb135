# Nightly snapshot report for the management cluster (PowerCLI 13)
Import-Module VMware.PowerCLI
Set-PowerCLIConfiguration -InvalidCertificateAction Fail -Confirm:$false | Out-Null

$vc = Connect-VIServer -Server vcenter.nuthatch.example.cz -User 'svc-report@vsphere.local' -Password '{{password:vcenter-password}}'
Get-VM | Get-Snapshot | Where-Object { $_.Created -lt (Get-Date).AddDays(-7) } |
  Select-Object VM, Name, Created, SizeGB |
  Export-Csv -NoTypeInformation /srv/reports/old-snapshots.csv
Disconnect-VIServer -Server $vc -Confirm:$false
