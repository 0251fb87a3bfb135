datalab login -u vgreco
datalab query --sql "select ra, dec, mag_g from ls_dr10.tractor where brick_primary=1 limit 10"
python hscReleaseQuery.py --user vgreco --release-version pdr3 query.sql --format fits
curl -H "Authorization: Bearer {{rsp_token}}" "https://data.lsst.cloud/api/tap/sync?LANG=ADQL&QUERY=SELECT+TOP+5+*+FROM+dp02_dc2_catalogs.Object"
git clone https://git:{{overleaf}}@git.overleaf.com/6571c0f2a3b9e10012d4f8a7 paper
sbatch jobs/lens_model.sbatch RXJ1131
python -c "from astroquery.esa.euclid import Euclid; Euclid.login(user='vgreco', password='{{password:esa-cosmos-password}}')"
sha256sum data/cutouts/*.fits | head
git rev-parse HEAD
