module load cuda/12.2 python/3.11
source ~/venvs/llm/bin/activate
wandb login {{wandb_key}}
wandb login
wandb login --relogin
git log --oneline -3
git checkout 3f786850e387550fdab836ed7e6dc881de23001b
git show 9fceb02d0ae598e95dc970b74767f19372d61af8 --stat
sshpass -p '{{password14:sshpass-password}}' ssh carol@dtn01.example.edu
sshpass -f ~/.ssh/dtn.pass ssh carol@dtn01.example.edu
sshpass -e ssh carol@dtn01.example.edu
mysql -h db.example.edu -u carol -p{{password:mysql-password}} runs
mysql -h db.example.edu -u carol -p runs
mysql -h db.example.edu -u carol --password runs
mysqldump -u carol -p runs > runs.sql
curl -fsS -u carol:{{password:curl-user-password}} https://nexus.example.edu/repository/raw/data.tar
curl -u carol https://nexus.example.edu/repository/raw/data.tar
curl -u "$NEXUS_USER:$NEXUS_PASSWORD" https://nexus.example.edu/repository/raw/data.tar
curl --negotiate -u : https://portal.example.edu/
wget --user=carol --password={{password14:wget-password}} https://data.example.edu/era5/2020.nc
wget --ask-password --user=carol https://data.example.edu/era5/2021.nc
smbclient //files.example.edu/lab -U carol%{{password:smb-password}} -c 'get results.csv'
smbclient //files.example.edu/lab -U carol
PGPASSWORD={{password14:client-password-env}} psql -h db.example.edu -U carol experiments
PGPASSWORD=$(cat ~/.pgpw) psql -h db.example.edu -U carol experiments
export PASSWORD={{password:shell-assignment-secret}}
export PASSWORD_FILE=~/.config/app/password
TOKEN={{random40:shell-assignment-secret}} ./submit.sh
API_KEY=vault:secret/data/carol/app#API_KEY ./submit.sh
echo "${PASSWORD}" | docker login --password-stdin -u carol registry.example.edu
sha256sum era5-2020.nc
aws configure set aws_access_key_id {{aws_key_id}}
aws configure set aws_secret_access_key {{aws_secret}}
echo '{{password14:stdin-password}}' | sudo -S systemctl restart slurmd
echo "$KRB_PASSWORD" | kinit carol@EXAMPLE.EDU
curl -s -u {{alnum32:curl-user-token}}: https://api.notify.example.net/v1/users/me
echo "{{alnum24:stdin-password}}" | hpcctl account login --region north
curl -s "https://tides.example.org/api/v2/{{alnum32:api-path-key}}/stations/8443970" -o tide.json
curl -s https://ci.example.edu/api/v1/builds/9e107d9d372bb6826bd81d3542a419d6/log | tail
squeue -u carol
nsupdate -y hmac-sha512:ddns-update:{{tsig:tsig-key-argument}} /tmp/ddns.txt
pip install annotator-pro --find-links https://{{prodigy:url-user-licence-key}}@wheels.vendor.example.com/
/opt/Wolfram/MathLM/mathlm -activate {{wolfram_activation:command-argument-secret}} -mathid 7302-51846-90217
