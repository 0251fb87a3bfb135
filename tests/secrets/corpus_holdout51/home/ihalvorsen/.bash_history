python scripts/gaia_xmatch.py
python -c "from astroquery.eso import Eso; e=Eso(); e.login('ihalvorsen')"
curl -s -H "X-Auth-Token: {{hex32:sciserver-token}}" "https://apps.sciserver.org/racm/storem/fileservices" | jq .
casjobs run -c DR18 "SELECT TOP 10 * FROM SpecObj"
sbatch scripts/turbospectrum.sbatch
ls /scratch/ihalvorsen/uves_raw | head
md5sum /scratch/ihalvorsen/uves_raw/UVES.2024-03-02T01:12:44.391.fits
git log -1 --format=%H
