dx login --token {{alnum32:dnanexus-token}} --noprojects
dx select project-GZ4q8Vj0bQk2pXf7Y1v9K3xB
dx ls /fastq/ | head
dx download file-GZ5bP0Q0K1fz8y3jV7q2pX4m
java -jar ~/opt/webin-cli-8.1.1.jar -context reads -manifest manifests/SGL_L14.txt -username Webin-71204 -password '{{password:ena-webin-password}}' -submit
java -jar ~/opt/webin-cli-8.1.1.jar -context reads -manifest manifests/SGL_L15.txt -username Webin-71204 -passwordEnv WEBIN_PASS -validate
nextflow run nf-core/sarek -r 3.5.1 -profile dotterel --input samplesheet.csv -with-tower
bcftools stats calls/sgl_all.vcf.gz > qc/sgl_all.stats
md5sum fastq/SGL_L14_R1.fastq.gz
curl -H "Authorization: Bearer {{ntfy:ntfy-token}}" -d "angsd PCA done" https://ntfy.dotterel.example.org/locust-runs
