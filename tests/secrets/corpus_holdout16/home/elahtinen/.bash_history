ssh-keygen -t ed25519 -C "elahtinen@puffin laptop" -f ~/.ssh/id_ed25519_field
cd /project/tree-rings
module load R/4.4.1 gdal/3.9
git pull
ls data/rwl/
md5sum data/rwl/fin_lapland_2024.rwl
# 7c9e2b5d14a08f3e61c2d9b7a4e80f13  data/rwl/fin_lapland_2024.rwl
curl -o dem/kevo.tif "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=69.70&north=69.80&west=26.90&east=27.10&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}"
gdalinfo dem/kevo.tif | head
export NEON_TOKEN=$(cat ~/.neon_token)
Rscript R/neon_cores.R
sbatch jobs/ring_detect.sbatch
squeue -u elahtinen
tail -f logs/ring-detect-55102.out
earthengine authenticate --auth_mode=notebook
earthengine set_project puffin-dendro-ee
psql -h tellervo.puffin.example.edu -U tellervo tellervo -c "select count(*) from tblmeasurement"
git log --oneline -3
git show 4f1e9ac2b07d35e8c6a1f0b9d2e7c3a5b8f60d14 --stat
