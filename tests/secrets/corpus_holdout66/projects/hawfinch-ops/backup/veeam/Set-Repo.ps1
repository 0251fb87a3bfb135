# Hardened (immutable) Linux repository on hrepo01 with single-use credentials
Connect-VBRServer -Server vbr01.hawfinch.example.kr
$pw = ConvertTo-SecureString '{{password:veeam-hardened-repo-password}}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('veeamrepo', $pw)
Add-VBRLinux -Name hrepo01.hawfinch.example.kr -Credentials $cred -SingleUseCredentials
Add-VBRBackupRepository -Name "hrepo01-immutable" -Server hrepo01.hawfinch.example.kr `
    -Folder /mnt/veeam/repo -Type LinuxLocal -EnableXFSFastClone -EnableBackupImmutability -ImmutabilityPeriod 30
