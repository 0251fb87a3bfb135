source /cvmfs/xenon.opensciencegrid.org/releases/nT/development/setup.sh
rucio whoami
rucio list-dids xnt_051230:*
htgettoken -a vault.kittiwake.example.edu -i xenon --vaulttokenfile ~/.vt
export BEARER_TOKEN={{wlcg_token}}
xrdcp root://se.kittiwake.example.edu:1094//xenon/rawdata/051230/metadata.json .
mysql --defaults-file=~/.my.cnf -e "select * from pmt_gains limit 5"
voms-proxy-info --all
