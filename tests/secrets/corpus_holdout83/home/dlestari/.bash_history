cd /projects/merapi-seis
module load obspy/1.4
python scripts/fetch_restricted.py --net VG --sta MEPAS --day 2026-11-02
slarchive -SDS /scratch/dlestari/sds seedlink.garganey.example.id:18000
export FDSN_USER=dlestari@garganey.example.id
export FDSN_PASSWORD='{{password:fdsn-restricted-password}}'
python scripts/fetch_restricted.py --net VG --sta MEKLS --day 2026-11-03
git log --oneline -3
# 4f1c2a9e0b7d3e6f5a8c1d2b3e4f5a6b7c8d9e0f  <- commit yang rusak, jangan revert
mysql -h winston-db.garganey.example.id -u winston -p'{{password:winston-db-password}}' winston -e 'show tables' | head
sha256sum /scratch/dlestari/sds/2026/VG/MEPAS/HHZ.D/*.2026.306
curl -s -u vdec_dlestari:'{{password:ctbto-vdec-password}}' https://vdec.garganey.example.id/idc/download?sta=I07ID -o I07ID.tgz
export ZABBIX_TOKEN=$(cat ~/.zabbix_token)
python monitoring/zabbix_station_check.py
curl -s -H "Authorization: Bearer {{hex64:zabbix-api-token}}" https://zabbix.garganey.example.id/api_jsonrpc.php -d @q.json
sbatch infrasound/pmcc_array.sbatch
squeue -u dlestari
vim ~/.netrc
python - <<'X'
from obspy.clients.fdsn import Client
c = Client("https://fdsnws.garganey.example.id", user="dlestari@garganey.example.id", password="{{password:fdsn-restricted-password}}")
print(c.get_stations(network="VG", level="station"))
X
