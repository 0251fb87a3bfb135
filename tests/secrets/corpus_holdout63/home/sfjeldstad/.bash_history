module load ROMS/4.1-foss-2023a
cd /cluster/projects/skagerrak-circ
copernicusmarine --version
copernicusmarine login --username sfjeldstad --password '{{password:copernicus-marine-password}}' --force-overwrite
copernicusmarine describe --dataset-id cmems_mod_nws_phy_anfc_0.027deg-3D_P1D-m | head
copernicusmarine subset --dataset-id cmems_mod_nws_phy_anfc_0.027deg-3D_P1D-m -v thetao -v so -x 6.5 -X 12.0 -y 56.8 -Y 59.6 -t 2025-03-01 -T 2025-04-01 -o forcing/
copernicusmarine subset --dataset-id cmems_mod_nws_phy_anfc_0.027deg-2D_PT1H-m -v zos -o forcing/ --credentials-file ~/.copernicusmarine/.copernicusmarine-credentials
git clone https://github.com/MITgcm/MITgcm.git ~/src/MITgcm && cd ~/src/MITgcm && git checkout 6b3e7fc1a2d4f0c9e5b8a71d3e2f4c6b9a0d8e17
cd -
curl -s -u "$FROST_CLIENT_ID:" "https://frost.met.no/observations/v0.jsonld?sources=SN27500&elements=sea_water_temperature&referencetime=2025-03-01/2025-04-01" | jq '.data | length'
curl -s -u 3f7c2a91-58be-4d0e-9a6f-c1e2b7d40a53: "https://frost.met.no/sources/v0.jsonld?types=SensorSystem&county=Agder" | jq .
# the secret is only for the oauth token endpoint, basic auth only needs the id
curl -s -X POST https://frost.met.no/auth/accessToken -d grant_type=client_credentials -d client_id=3f7c2a91-58be-4d0e-9a6f-c1e2b7d40a53 -d 'client_secret={{uuid:frost-client-secret}}'
sbatch roms/run_roms.slurm
squeue -u sfjeldstad
sha256sum forcing/*.nc > forcing/SHA256SUMS
rclone copy forcing/ nird:skagerrak-circ/forcing --progress
tail -f logs/roms_4471203.out
