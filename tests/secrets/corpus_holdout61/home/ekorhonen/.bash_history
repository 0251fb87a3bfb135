module load python/3.11 mariadb-client
cd /scratch/project_2004417/ekorhonen/kilpis-transients
git log --oneline -3
git checkout 8d1f0c3a9e47b2f6c05d7e18a3b94c2e6f0d1a75
pip install --user lasair alerce fink-client tns_api
fink_client_register -username ekorhonen -group_id siskin_ekorhonen_1 -mytopics fink_sn_candidates_ztf fink_early_sn_candidates_ztf -servers kafka-ztf.fink-broker.org:24499 -maxtimeout 10
fink_consumer --display -limit 5
export LASAIR_TOKEN={{hex40:lasair-api-token}}
curl -s -H "Authorization: Token $LASAIR_TOKEN" "https://lasair-ztf.lsst.ac.uk/api/objects/?objectIds=ZTF24aapgcuv,ZTF24aaozxhx&format=json" | jq .
curl -s -H "Authorization: Token {{hex40:lasair-api-token}}" "https://lasair-ztf.lsst.ac.uk/api/sherlock/object/?objectId=ZTF24aapgcuv&lite=true"
python broker/alerce_poll.py --classifier lc_classifier --class SNIa --since 2026-03-01
# TNS search by bot, user-agent needs the bot id and name
curl -s -X POST -H 'User-Agent: tns_marker{"tns_id":187423,"type":"bot","name":"siskin_kilpis_bot"}' --data "api_key={{hex40:tns-bot-api-key}}" --data-urlencode 'data={"objname":"2026ace"}' https://www.wis-tns.org/api/get/object
curl -s -X POST -H 'User-Agent: tns_marker{"tns_id":187423,"type":"bot","name":"siskin_kilpis_bot"}' --data "api_key=$TNS_API_KEY" https://sandbox.wis-tns.org/api/get/search
sha256sum data/ztf_fp_2026ace.csv
# 3f1c9a0be27d4e5f8a61c0d9b2e4f7a8c3d5e6f70192a3b4c5d6e7f8091a2b3c  data/ztf_fp_2026ace.csv
mysql -h catdb.siskin.example.fi -u kilpis_rw -p'{{password:mariadb-password}}' kilpis -e 'select count(*) from candidates'
mysql -h catdb.siskin.example.fi -u kilpis_rw -p kilpis
sbatch slurm/crossmatch.sbatch
squeue -u ekorhonen
python tns/report_bot.py --dry-run --obj ZTF24aapgcuv
wget --user=ekorhonen --password='{{password:irsa-password}}' "https://irsa.ipac.caltech.edu/ibe/data/ztf/products/sci/2026/0304/395417/ztf_20260304395417_000533_zr_c11_o_q3_sciimg.fits"
ls ~/.finkclient
cat ~/.finkclient/credentials.yml
history | grep token
