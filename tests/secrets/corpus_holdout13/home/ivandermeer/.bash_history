module load python/3.11 cuda/12.4
conda activate connectome
cd /project/fly-connectome
git log --oneline -3
git checkout 4f2c9e1a7b03d58e62a9c0f1d7e4b85a3c6d2f90
pip install neuprint-python caveclient cloud-volume webknossos dandi
export NEUPRINT_APPLICATION_CREDENTIALS={{neuprint_token}}
python src/query_neuprint.py --roi "FB" --min-weight 5
export CAVE_TOKEN=$(jq -r .token ~/.cloudvolume/secrets/cave-secret.json)
python -c "import caveclient; print(caveclient.__version__)"
dandi download DANDI:000728/0.240101.1730
DANDI_API_KEY={{hex40:dandi-api-key}} dandi upload -i dandi --existing refresh sub-fly03/
sbatch jobs/segment_chunk.sbatch 0 511
squeue -u ivandermeer
sha256sum exports/fb_adjacency.parquet
cat logs/segment-77120.out | tail -40
gsutil ls gs://flywire_v141_m783/
