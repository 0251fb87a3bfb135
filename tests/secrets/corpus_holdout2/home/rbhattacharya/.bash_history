module load orca/5.0.4 openmpi/4.1.6
verdi profile show qchem
verdi daemon restart --reset
verdi process list -a -p1
mysql -h chemdb.chem.example.edu -u rbhatt -p{{password_url:mysql-password}} reactions -e "select count(*) from tsguess"
mysql -u root -p
export MP_API_KEY={{alnum32:materials-project-api-key}}
python -c "from mp_api.client import MPRester; print(MPRester().get_structure_by_material_id('mp-149'))"
redis-cli -h redis01.tern.hpc.example.edu -a '{{password:redis-password}}' --no-auth-warning ping
psql "postgresql://aiida_qchem:{{password_url:postgres-password}}@db01.tern.hpc.example.edu:5432/aiida_qchem" -c '\dt'
sbatch --dependency=afterok:8812001 jobs/orca_opt.sbatch
git log --oneline -3
git show e77fccffc1aa0e622b06fc68716c55f8ef78b6e2 --stat
export OMP_NUM_THREADS=8
lpad get_fws -s RUNNING -d count
lpad -l ~/.fireworks/my_launchpad.yaml reset
qlaunch -r rapidfire --nlaunches 20 -m 50
