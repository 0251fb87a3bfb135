gem install nsrr --no-document
nsrr download shhs/polysomnography/edfs/shhs1 --token={{nsrr_token}}
nsrr download mesa/polysomnography/annotations-events-nsrr --fast
curl -s -H "Authorization: Bearer {{oura_pat}}" "https://api.ouraring.com/v2/usercollection/sleep?start_date=2026-10-01&end_date=2026-10-31"
curl -s -H "Authorization: Bearer $OURA_TOKEN" https://api.ouraring.com/v2/usercollection/personal_info
psql -h pg.razorbill.example.edu -U adewit sleepdb
matlab -batch "run('matlab/export_hypnograms.m')"
sbatch jobs/yasa_staging.sbatch
echo $REDCAP_API_TOKEN | wc -c
