copernicusmarine login --username smagnusdottir --password '{{password:copernicus-password}}'
copernicusmarine subset -i cmems_mod_nws_phy-t_my_7km-3D_P1D-m -v thetao -t 2024-06-20 -T 2024-07-20 -x -12 -X 8 -y 56 -Y 64
aws s3 ls --no-sign-request s3://noaa-wcsd-pds/data/raw/Henry_B._Bigelow/HB2407/EK80/
aws s3 cp --no-sign-request s3://noaa-wcsd-pds/data/raw/Henry_B._Bigelow/HB2407/EK80/D20240702-T041512.raw /scratch/smagnusdottir/
mc alias set ship http://10.20.0.5:9000 heras-sync "$SHIP_SECRET"
mc mirror ship/ek80-raw /project/ek80-herring/raw/HERAS2024
sbatch echopype/process.sbatch
md5sum raw/HERAS2024/*.raw | head
