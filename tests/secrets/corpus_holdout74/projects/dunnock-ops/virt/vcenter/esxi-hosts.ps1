# PowerCLI: set NTP and syslog on every host of the HPC cluster
Import-Module VMware.PowerCLI
Connect-VIServer -Server vc01.dunnock.example.nz -User administrator@vsphere.local -Password '{{password:vcenter-sso-admin-password}}'
# $cred = Get-VICredentialStoreItem -Host vc01.dunnock.example.nz   # the right way, see wiki
Get-Cluster hpc-services | Get-VMHost | ForEach-Object {
    Add-VMHostNtpServer -VMHost $_ -NtpServer ntp.dunnock.example.nz
    Set-VMHostSysLogServer -VMHost $_ -SysLogServer "udp://syslog.dunnock.example.nz:514"
}
Disconnect-VIServer -Confirm:$false
