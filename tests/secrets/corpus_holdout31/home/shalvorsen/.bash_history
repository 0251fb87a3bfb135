cd /projects/icesheet-issm
svn co --username anon --password anon https://issm.ess.uci.edu/svn/issm/issm/trunk-jpl sw/issm-trunk
cd sw/issm-trunk && svn info | grep Revision
sha256sum BedMachineAntarctica-v3.nc
wget --user=shalvorsen --password='{{password:earthdata-password}}' https://n5eil01u.ecs.nsidc.org/MEASURES/NSIDC-0756.003/1970.01.01/BedMachineAntarctica-v3.nc
git clone https://shalvorsen:{{github_fine:github-token}}@github.com/turnstone-ice/pig-paper.git
cd pig-paper && git log --oneline | head -3
git checkout 7d2e41b9c03a5f86e1d4b7a2c9e08f3d61b5a4c7
sbatch runs/pig_transient.sbatch
sacct -j 4418822 --format=JobID,Elapsed,MaxRSS
rclone copy gdrive:ThwaitesFigures ./figs --progress
ElmerGrid 14 2 thwaites.msh -autoclean
squeue -u shalvorsen
md5sum mesh/pig_500m.exp
history | grep wget
