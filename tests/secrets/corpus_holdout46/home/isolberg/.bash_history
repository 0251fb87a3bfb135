cd ~/projects/canopy-uav
conda activate plantcv4
python pipeline/plantcv_canopy.py --flight 2025-06-18_plotB
metashape.sh -r metashape/align_batch.py --activate {{metashape_key}}
metashape.sh --deactivate
pip install roboflow ultralytics
yolo settings api_key={{ultralytics_key}}
curl -X POST -d "username=isolberg&password={{password_url:webodm-password}}" https://odm.hornbill.example.net/api/token-auth/
sha256sum DJI_20250618_0412_D.JPG
exiftool -GPSLatitude -GPSLongitude DJI_20250618_0412_D.JPG
rsync -av flights/ /projects/canopy-uav/raw/
