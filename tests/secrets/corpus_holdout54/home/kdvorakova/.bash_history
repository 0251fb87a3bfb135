module load cdo/2.4.0 nco/5.2.1
cd /projects/cmip6-downscaling
conda activate dsc
python scripts/esgf_search.py --project CMIP6 --experiment ssp370 --variable pr
bash wget-20250914T101233.sh -H
bash wget-20250914T101233.sh -s
myproxyclient logon -s esgf-node.llnl.gov -l kdvorakova -p 7512 -b -T -o ~/.esg/credentials.pem
myproxyclient logon -s esgf-data.dkrz.de -l kdvorakova -p 7512 -P '{{password:esgf-openid-password}}' -b -T -o ~/.esg/credentials.pem
git log --oneline -3
# 9c41e0d2b7a3f5e8d1c6a9b4e7f2d3c8a1b5e6f0 was the last good commit before the regridder change
export ECMWF_API_KEY={{ecmwf_key}}
mars retrieve_era5_pl.req
sbatch slurm/qdm_bias_correct.sbatch
squeue -u kdvorakova
sha256sum data/raw/pr_day_EC-Earth3_ssp370_r1i1p1f1_gr_20150101-20151231.nc
