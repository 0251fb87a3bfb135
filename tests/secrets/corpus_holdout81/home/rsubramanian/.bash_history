module load openeye/2025.2 gromacs/2024.4 cuda/12.6
export OE_LICENSE=/opt/licences/openeye/oe_license.txt
echo $OE_LICENSE
oecheminfo.py
cd /project/fep-bace
alchemiscale --help
export ALCHEMISCALE_URL=https://api.alchemiscale.goosander.example.ca
export ALCHEMISCALE_ID=rsubramanian
export ALCHEMISCALE_KEY='{{password:alchemiscale-user-key}}'
python submit_network.py --network bace_ligands.json --scope goosander-fep-bace
aws configure --profile fep-store
aws s3 ls s3://fep-bace-traj --profile fep-store --endpoint-url https://s3.goosander.example.ca
aws s3 sync trajectories/ s3://fep-bace-traj/run-2026-11/ --profile fep-store --endpoint-url https://s3.goosander.example.ca
lpad -l ~/.fireworks/my_launchpad.yaml get_wflows -d less
lpad -l ~/.fireworks/my_launchpad.yaml reset
sbatch slurm/fep_edge.sbatch edge_017
sacct -j 48812977 --format=JobID,State,Elapsed,MaxRSS
mongosh "mongodb://fw_rsub:{{password_url:fireworks-mongodb-password}}@mongo02.goosander.example.ca:27017/fireworks_bace?authSource=admin"
git -C ~/src/perses log -1 --format=%H
git clone https://gitlab.goosander.example.ca/medchem/fep-tools.git
history | grep lic
lmutil lmstat -a -c 27000@lic02.goosander.example.ca | grep -i moe
