# Deploy the Wazuh agent on the Windows visualisation hosts (run as admin)
$msi = "wazuh-agent-4.12.0-1.msi"
Invoke-WebRequest -Uri "https://packages.wazuh.com/4.x/windows/$msi" -OutFile "$env:TEMP\$msi"
# sha256 of the MSI we tested: 0e4c7a2f9b1d35e8c6a0f4b2d8e1c7a3f5b9d0e2c4a6f8b1d3e5c7a9f0b2d4e6
msiexec.exe /i "$env:TEMP\$msi" /q WAZUH_MANAGER="wazuh.chaffinch.example.es" WAZUH_REGISTRATION_PASSWORD="{{password:wazuh-enrollment-password}}" WAZUH_AGENT_GROUP="viz"
NET START WazuhSvc
