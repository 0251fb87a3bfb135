module load R/4.4.1 sas/9.4m8 stata/18
cd /project/sero-survey
Rscript R/pull_redcap.R
curl -X POST -d token={{hex32_upper:redcap-api-token}} -d content=record -d format=csv -d type=flat https://redcap.kestrel.example.edu/api/ -o data/raw/records_$(date +%F).csv
sqlcmd -S epidw.kestrel.example.edu -d sero -U epi_etl -P '{{password:mssql-password}}' -Q "SELECT COUNT(*) FROM sero.results"
sqlcmd -S epidw.kestrel.example.edu -d sero -U epi_etl -Q "SELECT TOP 5 * FROM sero.sites"
rsconnect deploy rmarkdown R/report.Rmd --server connect.kestrel.example.edu
sas -sysin sas/weights.sas -log logs/weights.log
stata-mp -b do stata/import.do
bash dataverse/deposit.sh data/release/sero_v3.tab
sha256sum data/release/*.tab > data/release/SHA256SUMS
