module load python/3.11 nodejs/20
export ANTHROPIC_API_KEY={{anthropic:ai-service-key}}
python -m judge --model claude-sonnet --max-tokens 4096 results/*.jsonl
export ANTHROPIC_API_KEY="$(pass show lab/anthropic)"
export SENDGRID_API_KEY={{sendgrid:commerce-messaging-key}}
age-keygen -o ~/.config/sops/age/keys.txt
sops --encrypt --age age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p secrets.yaml > secrets.enc.yaml
export VAULT_TOKEN={{vault_legacy}}
vault kv get -field=token secret/vision/tower
az login --service-principal -u 0c6c2a51-6e7d-4f3a-9b1e-2d8f5a7c4e10 -p {{azure_secret}} --tenant 72f988bf-86f1-41af-91ab-2d7cd011db47
az storage blob list --account-name visiondata --container-name era5
mysql -u erin --password results
read -s -p "Token: " HF_TOKEN && export HF_TOKEN
curl -H "Authorization: Bearer $HF_TOKEN" https://huggingface.co/api/whoami-v2
git config --global credential.helper store
sk-learn-intro.ipynb
ldapsearch -x -H ldaps://ldap.example.edu -D uid=erin,ou=people,dc=example,dc=edu -w {{password:cli-short-password}} '(uid=erin)'
ldapsearch -x -H ldaps://ldap.example.edu -D uid=erin,ou=people,dc=example,dc=edu -W '(uid=erin)'
sudo ipa-client-install --domain example.edu --principal admin \
  -w '{{password:command-option-password}}' --mkhomedir --unattended
squeue -u erin -p gpu_a100-80g
iinit <<< '{{password:herestring-password}}'
b2 account authorize \
  {{b2_key_id:command-argument-secret}} \
  {{b2_key:command-argument-secret}}
b2 account authorize "$B2_KEY_ID" "$B2_APPLICATION_KEY"
kinit erin@EXAMPLE.EDU <<< "$KRB_PASSWORD"
redis-cli -h cache.example.edu -a "$REDIS_PASSWORD" ping
./globusconnectpersonal -setup {{uuid_key:cli-secret-argument}}
./globusconnectpersonal -start &
vault login -method=oidc role=erin
7z x -p results.7z
conda config --add channels https://conda.anaconda.org/t/{{conda_token:conda-channel-token-url}}/lab-internal
conda config --add channels conda-forge
sqlplus scott/{{password14:oracle-connect-password}}@ORCLPDB1 @nightly.sql
sqlplus /nolog @connect_as_wallet.sql
curl -s "https://graph.mapillary.com/images?access_token=MLY|6201847593021845|{{hex32:mapillary-token}}&bbox=5.9,45.8,6.1,46.0&limit=50" | jq ".data[].id"
sudo /opt/rstudio-pm/bin/license-manager activate {{licence_key25:command-argument-secret}}
sudo /opt/rstudio-pm/bin/license-manager status
db2 connect to SAMPLE user db2inst1 using {{password14:sql-connect-password}}
echo '{{kube_key:base64-private-key}}' | base64 -d > ~/.ssh/deploy_ec.pem
ripe-atlas configure --set authorisation.fetch={{uuid:ripe-atlas-key}}
sudo velociraptor --config /etc/velociraptor/server.config.yaml user add erin '{{password:command-argument-secret}}' --role reader
sudo velociraptor --config /etc/velociraptor/server.config.yaml user add audit --role reader
