module load sentaurus/W-2024.09 comsol/6.2
lmstat -a -c 27020@lic-synopsys.lapwing.example.org
export NREL_API_KEY={{random40:nrel-api-key}}
python nsrdb_weather.py --lat 6.6745 --lon -1.5716 --year 2022
sde -e -l pero_cell_dvs.cmd
sdevice pero_cell_des.cmd
comsol batch -inputfile tandem_optics.mph -outputfile out/tandem_optics_solved.mph -np 32
md5sum out/tandem_optics_solved.mph
mc alias set lapwing-minio https://minio.lapwing.example.org MLFLOWARTIFACTS {{random40:minio-secret-key}}
mc ls lapwing-minio/mlflow-artifacts
gh auth status
git commit -am "drift-diffusion: add ion migration"
git push origin main
