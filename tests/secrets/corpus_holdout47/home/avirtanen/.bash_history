imas_db list
simdb remote iter list --limit 20
simdb remote iter query pulse=105027 code.name=JINTRAC
sshpass -p '{{password:eurofusion-gateway-password}}' rsync -av login.eufus.psnc.pl:/gss_efgw_work/work/g2avirt/jintrac/runs/run0412/ ./jintrac/run0412/
python -c "import MDSplus; c=MDSplus.Connection('atlas.gat.com'); c.openTree('efit01', 189572); print(c.get('\\\\top.results.geqdsk:bcentr'))"
git -C ~/src/imas-python log --oneline -3
git -C ~/src/imas-python checkout 4a7c9e2b18f3d05e6c1a92b7f40e8d3c5b6a1f09
omfit -scriptfile scripts/pedestal_scan.py
sbatch slurm/mdsplus_nightly.sbatch
docker pull registry.iter.org/imas/al-python:5.3.0
