gsutil -m cp -r gs://waymo_open_dataset_v_1_4_3/individual_files/training/segment-10017090168044687777_6380_000_6400_000_with_camera_labels.tfrecord /scratch/kwatanabe/waymo/
docker login nvcr.io -u '$oauthtoken' -p {{nvapi:ngc-api-key}}
docker pull nvcr.io/nvidia/pytorch:24.04-py3
apptainer build pytorch-2404.sif docker://nvcr.io/nvidia/pytorch:24.04-py3
aws s3 sync s3://phalarope-nuscenes/v1.0-trainval/ /scratch/kwatanabe/nuscenes/ --profile nuscenes-mirror
md5sum /scratch/kwatanabe/nuscenes/v1.0-trainval_meta.tgz
export SCALE_API_KEY={{scale_live}}
python scripts/scale_labels.py --batch carla-town10-0424
./CarlaUE4.sh -RenderOffScreen -carla-rpc-port=2000 -quality-level=Epic
python PythonAPI/examples/generate_traffic.py -n 80 --seed 8641
dvc push -r minio
