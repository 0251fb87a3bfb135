cd /project/vector-genomics
gcloud auth application-default login --no-launch-browser
python -c "import malariagen_data; ag3 = malariagen_data.Ag3(); print(ag3.sample_sets())"
bs list projects
bs download project -i 418739211 -o fastq/
export TOWER_ACCESS_TOKEN={{seqera}}
nextflow run nf-core/sarek -r 3.5.1 -profile shag,singularity -params-file params.yaml -with-tower
java -jar webin-cli-8.1.0.jar -context reads -userName Webin-71234 -password '{{password:ena-webin-password}}' -manifest submission/manifest.txt -submit
gsutil -u shag-vector-genomics ls gs://vo_agam_release_master_us_central1/v3/
git rev-parse HEAD
