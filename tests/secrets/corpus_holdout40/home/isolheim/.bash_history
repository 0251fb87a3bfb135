pip install lightkurve astroquery juliet
export MAST_API_TOKEN={{hex32:mast-api-token}}
python scripts/download_ffi.py --sector 78 --camera 2
sbatch slurm/tls_search.sbatch
git -c http.extraheader="Authorization: Bearer {{github_fine}}" clone https://github.com/killdeer-exo/transit-pipeline.git
curl -H "Authorization: Token {{hex40:lco-api-token}}" https://observe.lco.global/api/requestgroups/?state=PENDING
curl -s "https://exofop.ipac.caltech.edu/tess/target.php?id=261136679&json" | jq .
md5sum tess2024249191853-s0083-0000000261136679-0280-s_lc.fits
git push overleaf main
