python -c "from astroquery.eso import Eso; Eso().login(username='sibarra', store_password=True)"
python -c "import keyring; print(keyring.get_keyring())"
curl -H "Authorization: token {{hex32:mast-api-token}}" "https://mast.stsci.edu/api/v0.1/Download/file?uri=mast:HST/product/id9a01010_flt.fits" -o id9a01010_flt.fits
panoptes configure
panoptes subject-set upload-subjects 118242 manifest.csv
md5sum id9a01010_flt.fits
