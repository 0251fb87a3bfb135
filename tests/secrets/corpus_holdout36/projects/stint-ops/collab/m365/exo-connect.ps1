# Exchange Online app-only auth for the mailbox audit export (cert thumbprint below is public)
$pfx = "C:\stint\certs\exo-audit.pfx"
# thumbprint 9C4E1A7F3B5D2E8C6A0F4B1D7E3C9A5F2B8D6E0A
Connect-ExchangeOnline -AppId "e2c4a6f8-1b3d-4f5a-9c7e-0d2f4b6a8c1e" `
  -CertificateFilePath $pfx `
  -CertificatePassword (ConvertTo-SecureString -String '{{password:exo-certificate-password}}' -AsPlainText -Force) `
  -Organization "stintresearch.onmicrosoft.com"
Search-UnifiedAuditLog -StartDate (Get-Date).AddDays(-7) -EndDate (Get-Date) -RecordType ExchangeAdmin -ResultSize 5000 |
  Export-Csv .\exo-admin-audit.csv -NoTypeInformation
