cd /scratch/baraya/ephys
module load cuda/12.2 matlab/R2024a
python -m kilosort --settings pipeline/ks4_settings.json
sbatch ../slurm/jupyter.sbatch
cat ~/jupyter-*.log | grep token
ssh -N -L 8899:gpu017:8899 baraya@login.brambling.example.cl
export DANDI_API_KEY={{hex40:dandi-api-key}}
dandi upload --existing refresh
python -c "import datajoint as dj; dj.conn()"
mysql -h djdb.brambling.example.cl -u baraya -p'{{password:datajoint-db-password}}' -e 'show databases'
globus transfer 3f1e0a2b-8c9d-4e7f-a6b5-c4d3e2f1a0b9:/~/ephys/M12/ 6c54cade-bde5-45c1-bdea-f4bd71dba2cc:/dandi-staging/M12/ --recursive --label "M12 to staging"
