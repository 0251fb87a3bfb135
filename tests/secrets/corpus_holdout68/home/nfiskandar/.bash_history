cd ~/lung-nodule-ct
docker compose -f orthanc/docker-compose.yml up -d
docker compose logs -f orthanc | grep -i auth
curl -u nfiskandar:{{password:orthanc-password}} https://orthanc.goldcrest.example.sg/system
curl -s -u nfiskandar https://orthanc.goldcrest.example.sg/studies | jq length
curl -s https://orthanc.goldcrest.example.sg/series/6e2c0ec2-5d99c8ca-c1c21cee-79a09605-68391d12/statistics
echoscu -aet GCWS -aec GCLUNG orthanc.goldcrest.example.sg 4242
storescu -aet GCWS -aec GCLUNG +sd +r orthanc.goldcrest.example.sg 4242 /scratch/nfiskandar/lidc/LIDC-IDRI-0001
findscu -aet GCWS -aec GCLUNG -S -k QueryRetrieveLevel=STUDY -k StudyInstanceUID orthanc.goldcrest.example.sg 4242
openssl req -new -newkey rsa:2048 -nodes -keyout orthanc/tls/orthanc-key.pem -out orthanc.csr -subj "/C=SG/O=Goldcrest/CN=GCLUNG"
python scripts/push_series.py /scratch/nfiskandar/lidc/LIDC-IDRI-0007
docker login ghcr.io -u farah-iskandar -p {{github_pat}}
docker push ghcr.io/farah-iskandar/nodule-det:0.4.1
huggingface-cli login --token {{hf}}
huggingface-cli download MONAI/lung_nodule_ct_detection --revision 16075161f83b2c0ae6f1f69a22f2a5b4c4c72163
sbatch train/train_retinanet.slurm
tail -f logs/train-4471823.out
