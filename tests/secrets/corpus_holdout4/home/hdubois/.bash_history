squeue -u hdubois
sbatch gaussian/opt_freq.slurm
tail -f tbpA_opt_8812044.out
grep "Normal termination" *.log | wc -l
module load orca/6.0.1
orca water_dlpno.inp > water_dlpno.out
$SCHRODINGER/utilities/licadmin STAT -c 27008@lic-schrod.kestrel.example.edu
$SCHRODINGER/run pipeline.py -WAIT -HOST slurm-cpu ligprep.inp
python scripts/pull_qcarchive.py
python scripts/chemspider_lookup.py "2,4,6-tribromophenol" anisole
curl -H "apikey: {{alnum32:chemspider-api-key}}" https://api.rsc.org/compounds/v1/records/1140/details?fields=SMILES,Formula
md5sum ~/licenses/oe_license.txt
docker login registry.kestrel.example.edu -u hdubois
cd ~/projects/solvation-ml && docker compose up -d
