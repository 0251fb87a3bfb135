sb configure
pip install pyega3==5.2.0 sevenbridges-python dxpy
pyega3 -cf ~/.ega/credentials.json datasets
export REDCAP_TOKEN={{hex32_upper:redcap-api-token}}
curl -X POST https://redcap.oystercatcher.example.org/api/ -d token=$REDCAP_TOKEN -d content=record -d format=csv
dx whoami
bcftools stats imp.chr15.vcf.gz | grep ^SN
