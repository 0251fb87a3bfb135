cd /projects/cathode-screen
git pull
git log --oneline -3
git checkout 9c41e07b2d5a8f1036be4c77e2f9a0d18b3e6c25 -- scripts/query_mp.py
pmg config --add PMG_MAPI_KEY {{alnum32:materials-project-api-key}}
pmg config --add PMG_VASP_PSP_DIR /apps/vasp/potpaw_PBE.64
python -c "from mp_api.client import MPRester; print(MPRester().get_structure_by_material_id('mp-19017'))"
huggingface-cli login --token {{hf}}
huggingface-cli download matgl/CHGNet-MPtrj-2024.2.13-11M-PES
wandb login
wandb sync --sync-all wandb/offline-run-20261104_093311-1k7xq2ab
lpad -l config/my_launchpad.yaml get_wflows -s RUNNING -d less
lpad -l config/my_launchpad.yaml rerun_fws -s FIZZLED
sbatch slurm/relax_chgnet.sbatch
squeue -u aquispe
wget --user aquispe@jacana.example.org --password '{{password:vasp-portal-password}}' https://www.vasp.at/portal/download/potpaw_PBE.64.tgz
sha256sum potpaw_PBE.64.tgz
git clone https://aquispe:{{github_pat}}@github.com/jacana-batteries/cathode-screen-data.git
history -d 1042
