cd ~/src
git clone https://kkahananui:{{gitlab:gitlab-token}}@gitlab.mpcdf.mpg.de/GENE/gene-dev.git
cd gene-dev && git checkout 3b9f0c2e81d4a67f5c0e1d2b3a4f5e6d7c8b9a01
make -j 16 MACHINE=redshank_gpu
git clone https://bitbucket.org/gyrokinetics/gx.git ~/src/gx
cd ~/src/gx && make GK_SYSTEM=redshank -j8
sbatch ~/projects/gyro-turbulence/slurm/gene_scan.sbatch
squeue -u kkahananui
globus login --no-local-server
globus transfer 6c54cade-bde5-45c1-bdea-f4bd71dba2cc:/fusion/gk/ 9d6d994a-6d04-11e5-ba46-22000b92c6ec:/~/gk/ --recursive --label "gene-scan-0412"
python -c "import sfapi_client; print(sfapi_client.__version__)"
export SFAPI_CLIENT_ID=ksx4kq7d2z6yv
curl -s -H "Authorization: Bearer $(cat ~/.superfacility/access_token)" https://api.nersc.gov/api/v1.2/status/perlmutter
wandb login --relogin {{wandb_key}}
sha256sum runs/cyclone/gx_out.nc
pip install --upgrade wandb==0.17.4 netCDF4
vim ~/.netrc
history | grep gitlab
