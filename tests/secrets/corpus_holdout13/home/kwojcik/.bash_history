cd /project/ais-emissions
copernicusmarine login --username kwojcik --password {{password:copernicus-marine-password}}
copernicusmarine subset -i cmems_mod_glo_phy-cur_anfc_0.083deg_PT6H-i -x -10 -X 30 -y 30 -Y 66 -o data/currents
export SPIRE_TOKEN={{alnum32:spire-maritime-token}}
python src/spire_stream.py
duckdb < duckdb/load_positions.sql
sbatch jobs/stera_emissions.sbatch
Rscript R/fishing_effort.R
