iinit
ils /altaZone/archive/apertif/2026
iget -rK /altaZone/archive/apertif/2026/261103045 /scratch/tmulder/
python -c "from astroquery.eso import Eso; e=Eso(); e.login('tmulder', store_password=True)"
git clone https://oauth2:{{gitlab:gitlab-token}}@git.wigeon.example.nl/pulsar/psr-pipeline.git
cd psr-pipeline && git remote -v
export COMET_API_KEY=$(grep api_key ~/.comet.config | cut -d' ' -f3)
sbatch jobs/jupyter_gpu.sbatch
grep -i token logs/jupyter-91177.err
psql -h pg.wigeon.example.nl -U psrdb psrcat -c '\dt'
pam_passwd_alta='{{password:alta-irods-pam-password}}'; echo "$pam_passwd_alta" | iinit
