ls -la
sinfo -p gpu
salloc -p gpu --gres=gpu:1 -t 1:00:00
export PASSWORD={{password14:shell-export-secret}}
mysql -u pdubois --password={{password:command-line-password}} -h mariadb.example.edu proteomics
mysql -u pdubois --password -h mariadb.example.edu proteomics
sshpass -p "$CLUSTER_PW" ssh pdubois@login02
ncftp -u pdubois -p {{password14:command-line-password}} ftp.example.org
irsync -r out/ i:/labZone/home/pdubois/out
iinit
python -c "import secrets; print(secrets.token_hex(16))"
openssl rand -base64 32
htpasswd -b -c .htpasswd pdubois {{password:command-line-password}}
echo 'changeme' | passwd --stdin testuser
git commit -m "fix: bump version"
