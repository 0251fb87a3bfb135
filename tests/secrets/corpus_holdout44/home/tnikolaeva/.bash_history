cd /projects/permafrost-boreholes
tail -n 3 data/BH3_Temp.dat
wget --header "Authorization: Bearer {{earthdata_token}}" https://e4ftl01.cr.usgs.gov/MOLT/MOD11A2.061/2024.09.13/
python rockblock/send_cmd.py
influx query 'from(bucket:"boreholes") |> range(start:-1d)' --org permafrost
ssh pf-gw sudo systemctl status csilgrnet
sha1sum crbasic/BH3_CR1000X.CR1X
