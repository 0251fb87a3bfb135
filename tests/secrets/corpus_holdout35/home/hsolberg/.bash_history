cd /project/cohort-growth
git pull --rebase
stata-mp -b do do/01_import.do
tail -20 01_import.log
sqlcmd -S sql-cohort.lapwing.example.org -d GrowthCohort -U hsolberg_stats -P '{{password:mssql-password}}' -Q "SELECT COUNT(*) FROM dbo.anthro"
Rscript -e 'renv::restore()'
Rscript R/qualtrics.R
sha256sum data/anthro_w1_6.dta
git log -1 --format=%H
