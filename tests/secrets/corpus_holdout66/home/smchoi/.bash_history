Rscript R/fetch_sdmx.R
curl -s "https://api.stlouisfed.org/fred/series/observations?series_id=KORCPIALLMINMEI&api_key={{lower32:fred-api-key}}&file_type=json" | jq '.observations[-3:]'
curl -s "https://sdmx.oecd.org/public/rest/data/OECD.SDD.STES,DSD_STES@DF_CLI,4.1/KOR.M.LI...AA...H?startPeriod=2015-01&format=csvfilewithlabels" | head
curl -s "https://api.imf.org/external/sdmx/3.0/data/dataflow/IMF.STA/CPI/+/KOR.CPI._T.IX.M?c%5BTIME_PERIOD%5D=ge:2020-01" -H "Accept: application/vnd.sdmx.data+csv;version=2.0.0" | head
python python/ceic_pull.py
julia --project=julia julia/dfm.jl
git remote set-url origin https://smchoi:{{github_pat:github-token}}@github.com/hawfinch-econ/kr-nowcast.git
git push origin main
git log -1 --format='%H %s'
