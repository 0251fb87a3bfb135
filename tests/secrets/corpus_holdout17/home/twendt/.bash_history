module load esmvaltool/2.11 cdo
esmvaltool config get_config_user --path ~/.config/esmvaltool/config-user.yml
esmvaltool run recipe_aerosol_cloud_ACI.yml --max_parallel_tasks 8
esgf-pyclient
python -c "from pyesgf.logon import LogonManager; lm=LogonManager(); lm.logon_with_openid('https://esgf-node.llnl.gov/esgf-idp/openid/twendt', password='{{password:esgf-openid-password}}', bootstrap=True)"
wget --user=twendt --password '{{password14:earthdata-password}}' https://ladsweb.modaps.eosdis.nasa.gov/archive/allData/61/MOD06_L2/2024/152/
curl -H "Authorization: Bearer {{earthdata_token:earthdata-user-token}}" -O https://ladsweb.modaps.eosdis.nasa.gov/archive/allData/61/MYD08_D3/2024/152/MYD08_D3.A2024152.061.2024153171822.hdf
export CDSAPI_KEY=$(pass ecmwf/ads)
git clone https://gitlab.dkrz.de/icon/icon-model.git
sha256sum icon-2024.10.tar.gz
cat > ~/.cdsapirc <<EOF
url: https://cds.climate.copernicus.eu/api
key: {{uuid:cds-api-key}}
EOF
cat ~/.cdsapirc
