cd ~/projects/wing-cfd
module load ansys/2024R2 starccm/19.04.007
lmutil lmstat -c 1055@lic-ansys.redpoll.example.za -a | grep -i cfd_solve
sbatch fluent/run_fluent.sbatch
cat fluent/server_info-48213.txt
python fluent/pyfluent_drive.py --server-info fluent/server_info-48213.txt
starccm+ -batch run.java -np 128 -power -podkey {{starccm_podkey}} -licpath 1999@flex.cd-adapco.com wing_v4.sim
sbatch starccm/pod_run.sbatch
rescale-cli status -j KyhQTb
rescale-cli -p {{hex40:rescale-api-token}} upload -f wing_v4.sim
blockMesh && snappyHexMesh -overwrite && checkMesh
mpirun -np 64 simpleFoam -parallel > log.simpleFoam &
git remote set-url origin https://oauth2:{{gitlab:gitlab-token}}@gitlab.redpoll.example.za/cfd/wing-cfd.git
git push
