pip install mp-api==0.41.2 pymatgen qmpy-rester matminer
pmg config --add PMG_MAPI_KEY {{alnum32:materials-project-api-key}}
python -c "from mp_api.client import MPRester; print(MPRester().get_database_version())"
curl -s "https://oqmd.org/oqmdapi/formationenergy?composition=Al-Ni-Ti&stability=<0.05&limit=100&format=json" | jq '.data | length'
curl -s "https://oqmd.org/optimade/structures?filter=elements HAS ALL \"Al\",\"Ni\"&page_limit=20" | jq .meta
wandb login --host https://wandb.phalarope.example.org --relogin
git clone https://github.com/usnistgov/alignn.git && cd alignn && git checkout 2c7b0f3e9a41d58b6e2f0c7a9d3b1e5f4a8c6d20
sbatch slurm/train_alignn.sbatch
tail -f /scratch/rquintero/logs/alignn-4420981.out
