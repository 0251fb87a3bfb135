# Restore last night's HwInventory backup onto the test instance
$secure = ConvertTo-SecureString '{{password:mssql-password}}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ('sa', $secure)
Restore-DbaDatabase -SqlInstance mssql-test -SqlCredential $cred -Path \\backup01\mssql\HwInventory -WithReplace
Invoke-Sqlcmd -ServerInstance mssql-test -Credential $cred -Query "SELECT name, state_desc FROM sys.databases"
