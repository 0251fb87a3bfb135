fink_client_register -username gnakamura -group_id knot_neo_spins -mytopics fink_sso_fireball fink_sso_ztf_candidates -servers kafka-ztf.fink-broker.org:24499 -maxtimeout 10 --verbose
fink_consumer --display -limit 5
curl -s -X POST https://fallingstar-data.com/forcedphot/api-token-auth/ -d username=gnakamura -d 'password={{password:atlas-forcedphot-password}}'
export ATLAS_TOKEN={{hex40:atlas-forcedphot-token}}
python atlas/request_fp.py --ra 123.4567 --dec -12.3456 --mjd-min 60200
python astrometry/solve.py --apikey "$ASTROMETRY_KEY" --upload frames/2026-11-20/neo_0012.fits
curl -s "https://ssd.jpl.nasa.gov/api/horizons.api?format=json&COMMAND='2025%20PN7'&EPHEM_TYPE=OBSERVER"
sbatch slurm/lomb_scargle.sbatch
git log --oneline | head -3
