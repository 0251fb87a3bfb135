cd /proj/cryoem-ribosome
module load relion/5.0 cuda/12.4
cryosparcm status
cryosparcm createuser --email ydemir@fulmar.example.edu --password '{{password:cryosparc-password}}' --username ydemir --firstname Yusuf --lastname Demir
cryosparcm createuser --email student@fulmar.example.edu --password changeme --username student --firstname New --lastname Student
cryosparcm resetpassword --email ydemir@fulmar.example.edu --password "$(pass show cryosparc/ydemir)"
rclone copy krios-epu:/Krios2/2026-11-27_ribo70S ./movies --transfers 16 -P
aws --endpoint-url https://rgw.fulmar.example.edu s3 ls s3://cryoem-raw/ --profile rgw
export AWS_ACCESS_KEY_ID={{s3_access_key:ceph-rgw-access-key}}
export AWS_SECRET_ACCESS_KEY={{random40:ceph-rgw-secret-key}}
md5sum movies/FoilHole_30219773_Data_30210321_*.tiff | head
relion_refine_mpi --o Refine3D/job042/run --auto_refine --split_random_halves --i Extract/job031/particles.star --ref Class3D/job038/run_it025_class002.mrc --gpu ""
sbatch jobs/motioncor.sbatch
