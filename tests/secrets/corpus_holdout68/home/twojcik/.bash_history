module load irods-icommands/4.3.1
iinit
ils /iplant/home/twojcik/sorghum-gwas
iput -rPT -N 4 vcf/ /iplant/home/twojcik/sorghum-gwas/vcf
ichksum -r /iplant/home/twojcik/sorghum-gwas/vcf | tail -3
imeta add -C /iplant/home/twojcik/sorghum-gwas/vcf project sorghum-gwas
curl -s -X POST https://sorghumbase.goldcrest.example.sg/brapi/v1/token -d username=twojcik -d password={{password:breedbase-password}} -d grant_type=password | jq -r .access_token
curl -s -H "Authorization: Bearer $BRAPI_TOKEN" "https://sorghumbase.goldcrest.example.sg/brapi/v2/observationunits?studyDbId=1871&pageSize=1000" > data/units_1871.json
Rscript R/pull_phenotypes.R
sbatch gwas/run_gemma.slurm
md5sum release/sorghum_gwas_sumstats_v1.tsv.gz
