cd /proj/reef-imagery
module load cuda/12.4 python/3.11
pip install roboflow labelbox b2 wandb
roboflow login
export ROBOFLOW_API_KEY={{alnum20:roboflow-api-key}}
python -c "from roboflow import Roboflow; Roboflow(api_key='$ROBOFLOW_API_KEY').workspace('fulmar-reef').project('benthic-points').version(7).download('yolov8')"
b2 account authorize 0052f50afac4218000000000a "$B2_APPLICATION_KEY"
b2 ls b2://reef-transects/2026/
b2 sync ./frames b2://reef-transects/2026/kona-south/
wandb login {{wandb_key}}
kaggle datasets download -d fulmarreef/coral-point-count
gsutil -o "Credentials:gs_access_key_id={{gcs_hmac_id:gcs-hmac-access-key}}" -o "Credentials:gs_secret_access_key=$GS_SECRET" ls gs://noaa-crcp-benthic
git rev-parse HEAD
# 9b2e6a1c4f7d0e3b8a5c2f1d6e9a0b4c7f3e8d2a
sha1sum weights/yolov8x-benthic.pt
sbatch jobs/train_yolo.sbatch
