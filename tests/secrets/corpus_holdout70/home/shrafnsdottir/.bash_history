module load julia/1.11.2
cd /proj/irminger-overflow
pip install --user copernicusmarine==2.0.1
copernicusmarine login
copernicusmarine describe --product-id GLOBAL_MULTIYEAR_PHY_001_030 | less
copernicusmarine subset -i cmems_mod_glo_phy_my_0.083deg_P1D-m -v thetao -v so -x -34 -X -20 -y 62 -Y 67 -t 2019-01-01 -T 2023-12-31 -z 0 -Z 1200 -o data/raw
copernicusmarine subset -i cmems_mod_glo_phy_my_0.083deg_P1D-m -v uo -v vo --username shrafnsdottir --password '{{password:copernicus-marine-password}}' -x -34 -X -20 -y 62 -Y 67 -t 2024-01-01 -T 2024-12-31 -o data/raw
ls -la ~/.copernicusmarine/
cat ~/.copernicusmarine/.copernicusmarine-credentials | head -2
wget -q https://data-argo.ifremer.fr/dac/coriolis/6903550/6903550_prof.nc -P data/argo
sha256sum data/argo/6903550_prof.nc
# 4f1c2e7a9b03d85e61a0c7f2b94e18d3a6c5f07e29b81d4c3a5e6f708192a3b4  data/argo/6903550_prof.nc
rsync -av --include='*_prof.nc' rsync://data-argo.ifremer.fr/argo/dac/bodc/ data/argo/bodc/
julia --project=. src/fetch_argo.jl --wmo 6903550 6903551 3902412
git log --oneline | head -3
git show 8c41e0b2d7a95f3e6b1c0d9a47e2f58b3c61d0a7 --stat
sbatch jobs/cmems_subset.sbatch
squeue -u shrafnsdottir
export COPERNICUSMARINE_SERVICE_USERNAME=shrafnsdottir
export COPERNICUSMARINE_SERVICE_PASSWORD="$(pass show cmems/shrafnsdottir)"
curl -s 'https://erddap.greenfinch.example.is/erddap/tabledap/sg620_surfacings.csv?time,latitude,longitude&time>=2025-05-01' | head
ssh -i ~/.ssh/id_ed25519 shrafnsdottir@login1.greenfinch.example.is
