# Map the sequencing share on the Windows acquisition PC.
$user = "LAB\seqsvc"
$pw = ConvertTo-SecureString "{{password:powershell-plain-password}}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pw)
New-PSDrive -Name S -PSProvider FileSystem -Root \\files.example.edu\seq -Credential $cred
$prompted = Read-Host -AsSecureString "Password for $user"
