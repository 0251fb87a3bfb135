cd /project/lightning-lma
ssh lma@lma-07.stations.tern.example.edu 'uptime; tail -3 /data/lma/log/gps.log'
rsync -av lma@lma-07.stations.tern.example.edu:/data/lma/raw/2025/11/ /scratch/jibarra/lma/raw/
curl -s -u tern_uni:{{password:vaisala-gld360-password}} ftp://feed.gld360.example.net/strokes/2025/11/02/ -l | head
aws s3 ls --no-sign-request s3://noaa-goes16/GLM-L2-LCFA/2025/306/18/ | wc -l
go run ./src/entln -day 2025-11-02
lmatools-flash-sort --config config/flash_sort.yaml
sbatch jobs/flash_sort.sbatch
wg show wg-stations
