cd /lustre/projects/dairy-genomics
sshpass -p '{{password:icbf-sftp-password}}' sftp -oBatchMode=no stonechat_gen@sftp.icbf.example.ie
sftp stonechat_gen@sftp.icbf.example.ie
md5sum -c icbf/2025_02_genotypes.md5
plink2 --bfile data/hd_777k --maf 0.01 --geno 0.05 --mind 0.1 --make-bed --out data/hd_qc
java -jar ~/bin/webin-cli-9.0.3.jar -context reads -userName Webin-71234 -password '{{password:ena-webin-password}}' -manifest ena/run_HOL_0142.manifest -validate
java -jar ~/bin/webin-cli-9.0.3.jar -context reads -userName Webin-71234 -passwordEnv WEBIN_PASS -manifest ena/run_HOL_0142.manifest -submit
dx login --token {{alnum22:dnanexus-api-token}} --noprojects
dx select project-GZ4bqK80J2v7Y5Pk3f1xQ8Zb
dx upload data/hd_qc.bed --path /imputation/
dx run app-glnexus --instance-type mem2_ssd1_v2_x16 -y
Rscript R/gwas_pipeline.R --trait MY305 --chr 14
renumf90 blupf90/renf90.par
blupf90+ renf90.par
mc alias set teagasc https://s3.teagasc.example.ie $MINIO_ACCESS_KEY $MINIO_SECRET_KEY
mc cp data/hd_qc.* teagasc/dairy-genomics/2025-02/
