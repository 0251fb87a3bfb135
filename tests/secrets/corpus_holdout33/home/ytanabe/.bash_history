cd /projects/cathode-dft
verdi status
verdi process list -a -p 1
verdi node show 8f3c2a1b-4d5e-4f60-8a9b-0c1d2e3f4a5b
sbatch vasp/run_vasp.sbatch
grep TOTEN OUTCAR | tail -1
curl -H "Content-Type: application/json" -X POST "https://zenodo.org/api/deposit/depositions?access_token={{alnum60:zenodo-token}}" -d '{}'
python scripts/mp_query.py
md5sum pseudo/SSSP_1.3.0_PBE_efficiency/*.UPF | head
git push origin main
