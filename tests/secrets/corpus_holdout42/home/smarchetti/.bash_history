module load lammps/2Aug2023-kokkos-cuda
git clone https://gitlab+deploy-token-41:{{gldt}}@git.fusion-materials.example.eu/irradiation/tabgap-potentials.git potentials
md5sum potentials/W_BN.eam.fs
pip install nequip==0.6.1 wandb mp-api
wandb login --relogin
nequip-train configs/W_tabgap_nequip.yaml
verdi profile list
verdi status
sbatch slurm/cascade_gpu.sbatch
sacct -j 5120934 --format=JobID,Elapsed,MaxRSS,State
ovitos scripts/wigner_seitz.py logs/dump.pka100.*
