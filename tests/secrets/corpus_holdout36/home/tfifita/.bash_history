copernicusmarine login --username tfifita --password {{password:copernicus-marine-password}} --force-overwrite
copernicusmarine subset -i cmems_mod_glo_phy_anfc_0.083deg_PT1H-m -x 172 -X 180 -y -42 -Y -36 -v thetao -v so -t 2026-03-01 -T 2026-03-15
curl -s "https://api.sofarocean.com/api/wave-data?spotterId=SPOT-31284C&token={{hex32:sofar-api-token}}" | jq '.data.waves[-1]'
ssh pilot@sfmc.glider.stint.example.org
bash gdac/upload.sh
ros2 launch glider_bridge bridge.launch.py
git log --oneline -5
