gcloud auth activate-service-account waymo-reader@siskin-av-data.iam.gserviceaccount.com --key-file=$HOME/.config/gcloud/waymo-reader.json
gcloud config set project siskin-av-data
gsutil -m cp -r gs://waymo_open_dataset_v_2_0_1/training/lidar_box/ /scratch/project_2010388/waymo/v2/training/
gsutil -u siskin-av-data ls gs://waymo_open_dataset_end_to_end_camera_v_1_0_0/
export GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/gcloud/waymo-reader.json
apptainer exec --nv /scratch/project_2010388/sif/carla-0.9.15.sif /home/carla/CarlaUE4.sh -RenderOffScreen -carla-rpc-port=2000 -nosound &
python scripts/collect_town10.py --host localhost --port 2000 --frames 20000
mc alias set mlflow-minio http://mlflow.siskin.example.fi:9000 mlflow '{{password:minio-password}}'
mc ls mlflow-minio/mlflow-artifacts
mlflow server --app-name basic-auth --backend-store-uri postgresql://mlflow@localhost/mlflow
sha1sum /scratch/project_2010388/sif/carla-0.9.15.sif
