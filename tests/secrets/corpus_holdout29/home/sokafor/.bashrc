# .bashrc (sokafor) — CMIP6 downscaling
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.12 netcdf/4.9.2 cdo/2.4.0 julia/1.10
export CMIP=/projects/cmip6-downscale
export ESGF_OPENID=https://esgf-node.llnl.gov/esgf-idp/openid/sokafor
export EARTHDATA_TOKEN={{earthdata_token}}
export PC_SDK_SUBSCRIPTION_KEY={{hex32:planetary-computer-subscription-key}}
export DASK_GATEWAY__AUTH__TYPE=jupyterhub
export GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/gcloud/cmip-bucket-writer.json
