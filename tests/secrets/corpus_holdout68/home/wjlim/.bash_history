cd /scratch/wjlim/pgx-biobank
module load python/3.11 google-cloud-sdk/470.0.0
pip install --user dxpy==0.378.0 firecloud
dx login --token {{alnum32:dnanexus-api-token}} --noprojects
dx select project-GZ4f8QjJ9kq0yX2Bv1Pz7F3K
dx ls /Bulk/Exome\ sequences/Population\ level\ exome\ OQFE\ variants,\ pVCF\ format\ -\ final\ release/ | head
dx describe file-GZ4fB0QJ9kq4Fz5gYy8V1b2K --json | jq .size
dx run app-swiss-army-knife -icmd="bcftools view -r chr22:42126499-42130881 ukb23157_c22_b0_v1.vcf.gz" --instance-type mem1_ssd1_v2_x4 -y
dx watch job-GZ4fJ88J9kq6YzKz2B3Q0x1v
gcloud auth login wjlim@goldcrest.example.sg
gcloud auth application-default login
gcloud config set project terra-goldcrest-pgx
fissfc space_list -p goldcrest-pgx-billing
fissfc config_list -w pgx-star-alleles -p goldcrest-pgx-billing
curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" https://api.firecloud.org/api/workspaces/goldcrest-pgx-billing/pgx-star-alleles | jq .workspace.bucketName
gsutil ls gs://fc-7b1e4c0a-93d2-4f1e-8c55-2a4e0bd6e1f7/submissions/
gsutil -m cp gs://fc-7b1e4c0a-93d2-4f1e-8c55-2a4e0bd6e1f7/submissions/0201d841-00f6-4202-b6fc-4418cb5f32cf/PharmCAT/*/call-Report/*.json results/
git -C ~/src/PharmCAT checkout 4edab38da256da7dfbd3e8f0738a8371f5789c23
docker build -t wjlim/pharmcat-goldcrest:2.13.0 docker/
echo "$DOCKERHUB_TOKEN" | docker login -u wjlim --password-stdin
docker login -u wjlim -p {{dockerhub}}
docker push wjlim/pharmcat-goldcrest:2.13.0
sbatch dx/run_pharmcat.slurm
squeue -u wjlim
