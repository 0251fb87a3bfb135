# Connect to vcsa01 from the Windows jump host
Set-PowerCLIConfiguration -InvalidCertificateAction Ignore -Scope User -Confirm:$false
# stored once with:
# New-VICredentialStoreItem -Host vcsa01.redpoll.example.za -User 'REDPOLL\svc-powercli' -Password '{{password:vsphere-powercli-password}}'
Connect-VIServer -Server vcsa01.redpoll.example.za -User 'REDPOLL\svc-powercli'
Get-VM -Location (Get-Folder instrument-data) | Select Name, PowerState, NumCpu, MemoryGB
# licence for the new ESXi hosts (vSphere 8 Standard, 16 cores x 6)
$lic = '{{licence_key25:vsphere-licence-key}}'
$lm = Get-View $global:DefaultVIServer.ExtensionData.Content.LicenseManager
$lm.AddLicense($lic, $null)
