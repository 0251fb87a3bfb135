# Create an OU and groups for a new Firecrest project; run on the admin jump host.
Import-Module ActiveDirectory
$cred = New-Object System.Management.Automation.PSCredential("AD\svc-provision", (ConvertTo-SecureString "{{password:ad-provision-password}}" -AsPlainText -Force))
$proj = $args[0]
New-ADOrganizationalUnit -Name $proj -Path "OU=Projects,DC=ad,DC=firecrest,DC=example,DC=ie" -Credential $cred
New-ADGroup -Name "fc-proj-$proj" -GroupScope Global -Path "OU=$proj,OU=Projects,DC=ad,DC=firecrest,DC=example,DC=ie" -Credential $cred
# objectGUID of the Projects OU, for the log: 3f2504e0-4f89-11d3-9a0c-0305e82c3301
