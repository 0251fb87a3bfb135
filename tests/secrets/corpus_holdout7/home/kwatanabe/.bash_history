cd /projects/lidar-perception
aws s3 ls s3://motional-nuscenes/public/v1.0/ --profile nuscenes
aws s3 cp s3://motional-nuscenes/public/v1.0/v1.0-trainval01_blobs.tgz /scratch/kwatanabe/nuscenes/ --profile nuscenes
gcloud auth application-default login
gsutil -m cp -r gs://waymo_open_dataset_v_2_0_1/training/lidar/ /scratch/kwatanabe/waymo/
s5cmd --no-sign-request cp "s3://argoverse/datasets/av2/lidar/train/*" /scratch/kwatanabe/av2/
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli upload avocet-lidar/centerpoint-av2 checkpoints/epoch_20.pth
docker login -u kwatanabe -p {{dockerhub:dockerhub-token}}
docker push kwatanabe/mmdet3d-avocet:cu121
sbatch slurm/train_centerpoint.sbatch
clearml-init
python tools/send_to_scale.py --scenes 0-150
export LABELBOX_API_KEY={{jwt:labelbox-api-key}}
python tools/labelbox_export.py --project clz8k1q0v00a207x3g2hd5e9m
cvat-cli --server-host https://cvat.avocet.example.edu --auth kwatanabe:{{password:cvat-password}} ls
