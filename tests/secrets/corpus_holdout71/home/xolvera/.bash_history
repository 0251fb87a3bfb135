cd /scratch/xolvera/catalisis-dft
$SCHRODINGER/licadmin STAT
$SCHRODINGER/licadmin STAT -c 53000@lic-schrod.serin.example.mx | grep -i jaguar
$SCHRODINGER/jaguar run -HOST slurm-cpu -PROCS 32 ts_pd_oxadd.in
$SCHRODINGER/utilities/jsc list
sbatch slurm/jaguar_opt.sbatch ts_pd_oxadd
squeue -u xolvera
curl -s -H "apikey: {{alnum32:chemspider-api-key}}" "https://api.rsc.org/compounds/v1/records/2157/details?fields=SMILES,Formula,InChIKey"
curl -s -H "apikey: $(cat ~/.config/rsc/key)" -X POST https://api.rsc.org/compounds/v1/filter/name -d '{"name":"tetrakis(triphenylphosphine)palladium"}'
sha256sum inputs/pd_ligands.sdf
git log -1 --format=%H
git checkout 4f1c2a9e0b7d36a5c8e21f47d90b3c6e5a8f1d02
psql "postgresql://chemdb:{{password_url:chemdb-password}}@chemdb.serin.example.mx:5432/compuestos" -c '\dt'
psql -h chemdb.serin.example.mx -U chemdb compuestos
python scripts/chemspider_lookup.py data/compounds.csv
Rscript scripts/rsc_api.R
ssh-keygen -lf ~/.ssh/id_ed25519.pub
module avail schrodinger
