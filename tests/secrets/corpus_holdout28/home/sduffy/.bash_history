cd /mnt/projects/ra-cohort
sshpass -p '{{password:sftp-password}}' sftp -oBatchMode=no ra_extract@sftp.trust.example.nhs.uk:/outbound/2025-06
age -d -i ~/.config/age/key.txt extract/ra_2025-06.tar.age | tar x -C extract/
psql "postgresql://sduffy:{{password_url:omop-db-password}}@omop-db.curlew.example.ac.uk:5432/omop?sslmode=require" -c '\dn'
Rscript R/redcap_pull.R
databricks fs ls dbfs:/mnt/ra-extract --profile trust
sbatch slurm/ps_match.sbatch
sha256sum extract/ra_2025-06.tar.age
