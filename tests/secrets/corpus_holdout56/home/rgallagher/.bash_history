module load openfast/3.5.3 python/3.11
pip install cdsapi h5pyd rex
hsconfigure
# demo key from the hsds-examples README, rate limited, only for the first test
python -c "import h5pyd; f = h5pyd.File('/nrel/wtk-us.h5', 'r', api_key='3K3JQbjZmWctY0xmIfSYvYgtIcM3CN0cb1Y2w9bf'); print(list(f))"
curl "https://developer.nrel.gov/api/wind-toolkit/v2/wind/wtk-srw-download?api_key={{random40:nrel-api-key}}&email=rgallagher@firecrest.example.ie&lat=53.2&lon=-5.6&year=2012&hubheight=100"
openfast IEA-15-240-RWT-Monopile.fst
sha256sum ERA5_2019_*.nc > era5.sha256
git clone https://github.com/IEAWindTask37/IEA-15-240-RWT.git
az storage blob upload-batch -d wake-les --account-name fcwinddata --account-key {{azure_key}} -s ./les_out
