gcloud auth application-default login
gcloud config set project tern-vector
gcloud auth activate-service-account --key-file /project/anopheles-genomes/keys/terra-sa.json
gsutil -u tern-vector ls gs://vo_agam_release/v3.11/
gsutil -u tern-vector -m cp -r gs://vo_agam_release/v3.11/snp_genotypes/all/AG1000G-GH/ /scratch/afrimpong/ag3/
fissfc space_list -w tern-vector
export GALAXY_API_KEY={{hex32:galaxy-api-key}}
parsec histories get_histories | jq '.[].id'
md5sum -c data/checksums.md5
snakemake --profile slurm -j 200 --use-apptainer
webin-cli -context reads -manifest submit/manifest_GH2025_01.txt -userName Webin-61234 -password '{{password:ena-webin-password}}' -validate
