cd /project/cod-assessment
git clone https://mjonsdottir:{{azdo_pat}}@dev.azure.com/marine-inst/stock-assessment/_git/cod-6a
sqlcmd -S logbooks.marine-inst.example.is -d Logbook -U mjonsdottir -P {{password:sqlserver-password}} -Q "select count(*) from dbo.haul where year=2025"
sqlplus survey_ro/{{password14:oracle-password}}@//oradb.marine-inst.example.is:1521/SURVEY
Rscript R/run_ss3.R
sbatch jobs/retro.sbatch
./ss3 -nohess
md5sum ss3/data.ss ss3/control.ss
az storage blob list --account-name fishsamples --container-name otoliths --auth-mode login
