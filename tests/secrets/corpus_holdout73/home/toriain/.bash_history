cd /projects/gaia-streams
conda activate streams
python -c "from astroquery.gaia import Gaia; Gaia.login(credentials_file='/home/toriain/.gaia_credentials')"
python query_gaia.py --stream GD-1 --radius 2
export MAST_API_TOKEN={{whinchat_mast_token}}
python mast_download.py --program 2514
unset MAST_API_TOKEN
md5sum jw02514-o001_t001_nircam_clear-f200w_i2d.fits
ls ~/.astropy/cache/astroquery/Gaia
git add R/plot_members.R julia/orbits.jl
git commit -m "orbit fits for GD-1 + Jhelum"
git push origin main
sbatch slurm/orbit_fit.sbatch
tail -f logs/gaia_async.log
cat ~/.gaia_credentials
chmod 600 ~/.gaia_credentials ~/.netrc
