pip install --user copernicusmarine
copernicusmarine login
copernicusmarine describe --contains BAL --include-datasets | head
copernicusmarine get -i cmems_mod_bal_phy_my_P1D-m --username trautio --password {{password:copernicus-marine-password}} --filter "*2019*"
python -c "import cdsapi; cdsapi.Client().retrieve('reanalysis-era5-single-levels', {}, 'x.nc')"
git -C $MOM6_ROOT log -1 --format=%H
