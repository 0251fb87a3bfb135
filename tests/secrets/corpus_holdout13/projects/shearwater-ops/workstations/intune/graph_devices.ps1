# Instrument PCs enrolled in Intune: compliance state for the weekly report
$TenantId = "7c1e9a3b-5d2f-4e86-a0b4-c9d8e7f6a5b3"
$AppId    = "e4a1c7d9-2b5f-4a83-9e06-1d3c5b7a9f20"
$Secret   = ConvertTo-SecureString "{{azure_client_secret}}" -AsPlainText -Force
$Cred     = New-Object System.Management.Automation.PSCredential($AppId, $Secret)
Connect-MgGraph -TenantId $TenantId -ClientSecretCredential $Cred -NoWelcome
Get-MgDeviceManagementManagedDevice -Filter "deviceCategoryDisplayName eq 'Instrument PC'" |
    Select-Object DeviceName, ComplianceState, LastSyncDateTime, SerialNumber |
    Export-Csv -NoTypeInformation instrument-compliance.csv
