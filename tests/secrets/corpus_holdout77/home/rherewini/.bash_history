sudo -i
kopia repository connect s3 --bucket=kopia-homes --endpoint=s3gw.blackcap.example.nz \
  --access-key={{s3_access_key:object-store-access-key}} \
  --secret-access-key={{aws_secret:object-store-secret-key}} \
  --password='{{password:kopia-repository-password}}'
kopia repository status
rustic -P staging snapshots
bpdbjobs -report | head
vmquery -pn BC_HOMES -b | head
curl -sk -H "apiKey: $APIKEY" https://cohesity.blackcap.example.nz/v2/clusters | jq .name
nbcertcmd -listCertDetails
ssh scalar-i6k
