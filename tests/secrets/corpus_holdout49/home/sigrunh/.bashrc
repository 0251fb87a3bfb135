# .bashrc (sigrunh)
module load python/3.11 matlab/R2024a ffmpeg/6.1
# OOI M2M API (User Profile page: API Username and API Token, not the portal password)
export OOI_USERNAME={{ooi_username}}
export OOI_TOKEN={{ooi_token}}
export RAVEN_HOME=/opt/RavenPro-1.6.5
