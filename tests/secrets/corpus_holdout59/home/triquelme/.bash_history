module load MATLAB/2024b ISSM/4.24
cd ~/ross-ice/issm && matlab -batch "runme(1:4)"
squeue -u triquelme
module load Elmer/9.0-foss-2023a
ElmerGrid 14 2 ross_shelf.msh -autoclean
mpirun -np 64 ElmerSolver_mpi ross_shelf.sif
echo "machine urs.earthdata.nasa.gov login triquelme password {{password:earthdata-password}}" >> ~/.netrc
chmod 600 ~/.netrc
wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies https://n5eil01u.ecs.nsidc.org/MEASURES/NSIDC-0756.003/1970.01.01/BedMachineAntarctica-v3.nc
md5sum BedMachineAntarctica-v3.nc
gcloud auth activate-service-account --key-file=$HOME/ross-ice/gee/ee-service-account.json
python export_velocity.py --region ross --year 2024
svn info $ISSM_DIR | grep Revision
ssh-keygen -lf ~/.ssh/id_ed25519.pub
