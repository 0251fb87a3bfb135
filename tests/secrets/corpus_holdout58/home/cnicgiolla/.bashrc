# .bashrc (stonechat default + my bits)
if [ -f /etc/bashrc ]; then
    . /etc/bashrc
fi

export PATH=$HOME/.local/bin:$PATH
export ISCE_HOME=/opt/apps/isce2/2.6.3/lib/python3.11/site-packages/isce
export PATH=$ISCE_HOME/applications:$ISCE_HOME/bin:$PATH
export MINTPY_HOME=/opt/apps/mintpy/1.6.1
export WEATHER_DIR=/lustre/scratch/cnicgiolla/ERA5
export OMP_NUM_THREADS=4

# EDL user token for hyp3 / asf_search (expires every 60 days, regenerate at urs.earthdata.nasa.gov/profile)
export EARTHDATA_TOKEN={{earthdata_token:earthdata-user-token}}
# export EARTHDATA_TOKEN=eyJ0eXAiOiJKV1QiLCJvcmlnaW4iOiJFYXJ0aGRhdGEgTG9naW4ifQ...   (expired Jan)

# OpenTopography key for sardem / bmi-topography
export OPENTOPOGRAPHY_API_KEY={{hex32:opentopography-api-key}}
# their demo key, rate limited, don't use for the stack
#export OPENTOPOGRAPHY_API_KEY=demoapikeyot2022

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias mintpy-view='view.py --noverbose'
