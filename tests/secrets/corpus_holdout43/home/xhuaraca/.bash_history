cd /project/multigas-plume
git pull
sbatch s5p/cdse_fetch.sbatch
squeue -u xhuaraca
ssh pi@10.8.0.14
influx bucket list --org volc-gas
influx auth list --user xhuaraca | head
curl -s "https://rockblock.rock7.com/rockblock/MT?imei=300434065264590&username=xhuaraca@stilt.example.org&password={{password_url:rockblock-password}}&data=52455345540a"
curl -s "https://rockblock.rock7.com/rockblock/MT?imei=300434065264590&username=xhuaraca@stilt.example.org&password=$RB_PASS&data=53544154"
sha256sum doas/raw/2024-11-03_scan*.std | tee doas/raw/SHA256SUMS
lftp -u novac,"$NOVAC_FTP_PASS" ftp.novac-project.eu -e "mirror -R doas/raw /incoming/stilt; bye"
scp logger/CR1000X_plume.CR1X cr1000x@10.8.0.22:/CPU/
git log --oneline -3
wg show
python telemetry/rockblock_push.py --dry-run
