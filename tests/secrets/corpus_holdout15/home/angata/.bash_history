module load python/3.12 cuda/12.4
source ~/venvs/tess/bin/activate
pip install lightkurve==2.5.0 astroquery transitleastsquares
python -c "from astroquery.mast import Observations; Observations.login(token='{{hex32:mast-token}}')"
python -c "from astroquery.mast import Observations; Observations.login(token='<your MAST token>')"
export LCO_TOKEN={{hex40:lco-api-token}}
curl -s -H "Authorization: Token $LCO_TOKEN" https://observe.lco.global/api/proposals/ | jq '.results[].id'
curl -s https://exo.mast.stsci.edu/api/v0.1/exoplanets/TOI-2431%20b/properties
wget --user=angata --password='{{password:eso-password}}' -i eso_download_2026-11-02.txt
git log --oneline -3
git checkout 8d1f0c47a2be3e91c5f0d3a77e6b42cd19a08f5e -- src/detrend.py
sha256sum data/tess-s0072-2-3_lc.fits
sbatch jobs/tls_search.sbatch
squeue -u angata
cat ~/.mast_token
