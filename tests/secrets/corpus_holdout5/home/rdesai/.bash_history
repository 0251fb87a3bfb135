cd /projects/hippocampus-npx
dandi download DANDI:000939/0.240528.1542
dandi validate nwb/sub-R12/
dandi upload -i dandi-staging nwb/sub-R12/
git annex initremote ibis-s3 type=S3 encryption=none bucket=npx-annex host=s3.ibis.example.edu protocol=https requeststyle=path
export AWS_ACCESS_KEY_ID={{s3_access_key:minio-access-key}}
export AWS_SECRET_ACCESS_KEY={{random40:minio-secret-key}}
git annex copy --to ibis-s3 raw/
datalad push --to gin
curl -s -H "Authorization: token {{hex40:gin-access-token}}" https://gin.g-node.org/api/v1/user/repos | jq '.[].full_name'
openneuro login
openneuro download ds004752 /scratch/rdesai/ds004752
sbatch slurm/ks4_sort.sbatch R12 2026-11-02
sacct -j 4420110 --format=JobID,Elapsed,MaxRSS,State
md5sum nwb/sub-R12/*.nwb
