cd /godwit/projects/nightlights-poverty
wget -e robots=off -m -np -R .html,.tmp -nH --cut-dirs=3 "https://ladsweb.modaps.eosdis.nasa.gov/archive/allData/5200/VNP46A3/2025/" --header "Authorization: Bearer {{earthdata_token}}" -P /scratch/kbaptiste/bm
planet login
planet data search PSScene --filter aoi_haiti.json
export PL_API_KEY={{planet_key}}
curl "https://api.dhsprogram.com/rest/dhs/data?indicatorIds=HC_WIXQ_P_LOW&countryIds=HT&apiKey={{alnum10:dhs-api-key}}&f=json"
kaggle datasets download -d kbaptiste/haiti-dhs-clusters
az storage blob upload-batch -d rasters -s out/ --connection-string "DefaultEndpointsProtocol=https;AccountName=godwitnightlights;AccountKey={{azure_key}};EndpointSuffix=core.windows.net"
sbatch jobs/cnn_poverty.sbatch
