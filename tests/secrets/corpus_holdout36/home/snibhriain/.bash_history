cd /projects/slp-corpora
curl -s -X POST https://redcap.stint.example.org/api/ -d token={{hex32_upper:redcap-api-token}} -d content=record -d format=csv -d type=flat > data/redcap_dump.csv
wc -l data/redcap_dump.csv
sbatch jobs/whisperx_array.sbatch
squeue -u snibhriain
md5sum audio/cookie_theft/*.wav > data/audio.md5
docker compose -f annotation/docker-compose.yml up -d
git status
