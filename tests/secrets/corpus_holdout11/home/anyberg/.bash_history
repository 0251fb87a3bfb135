module load issm/4.24 petsc/3.20
cd /proj/ice-flow
squeue -u anyberg
svn --username anon --password anon checkout https://issm.ess.uci.edu/svn/issm/issm/trunk-jpl issm-src
export EARTHDATA_USERNAME=anyberg
export EARTHDATA_PASSWORD='{{password:earthdata-password}}'
python -c "import earthaccess; earthaccess.login(strategy='environment')"
unset EARTHDATA_PASSWORD
earthaccess --help
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=78.1&north=78.9&west=14.2&east=16.8&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o dem/svalbard_cop30.tif
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=60&north=61&west=-45&east=-44&outputFormat=GTiff&API_Key=$OPENTOPO_KEY" -o dem/kangia.tif
md5sum dem/svalbard_cop30.tif
# 5b1f0c3ad24a4f3bd1e86d2c6f0f7c11  dem/svalbard_cop30.tif
aws s3 ls s3://eodata/Sentinel-1/SAR/IW_SLC/2026/11/02/ --endpoint-url https://eodata.dataspace.copernicus.eu --profile cdse
aws configure set aws_access_key_id {{s3_access_key:cdse-s3-access-key}} --profile cdse
aws configure set aws_secret_access_key {{aws_secret:cdse-s3-secret-key}} --profile cdse
hyp3 --help
python scripts/submit_hyp3.py --granules granules.txt
sbatch jobs/issm_transient.sbatch
git push origin main
gh auth status
earthengine authenticate --auth_mode=notebook
earthengine set_project ice-flow-eider
gcloud auth activate-service-account gee-runner@ice-flow-eider.iam.gserviceaccount.com --key-file=$HOME/.config/earthengine/gee-runner.json
ssh -i ~/.ssh/id_ed25519 anyberg@dtn.eider.example.edu
