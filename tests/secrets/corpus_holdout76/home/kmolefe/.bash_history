cd projects/labour-macro
Rscript -e 'siebanxico::setToken(Sys.getenv("BANXICO_TOKEN")); print(siebanxico::getSeriesData("SF43718"))'
curl "https://api.tradingeconomics.com/calendar/country/south%20africa?c={{chiffchaff_te_key}}&f=json" | jq '.[0]'
curl "https://api.tradingeconomics.com/markets/bond?c=guest:guest&f=json" | head
curl -H "Bmx-Token: {{hex64:banxico-sie-token}}" "https://www.banxico.org.mx/SieAPIRest/service/v1/series/SF61745/datos/oportuno"
sbatch jobs/nowcast.sbatch
squeue -u kmolefe
