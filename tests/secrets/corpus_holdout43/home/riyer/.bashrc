# ~/.bashrc (riyer)
. /etc/bashrc
module load gdal/3.8 python/3.11 matlab/R2024a julia/1.10
export AWS_REQUEST_PAYER=requester
export AWS_PROFILE=landsat
# Planetary Computer: SAS tokens for the landsat-c2-l2 and ecostress collections
export PC_SDK_SUBSCRIPTION_KEY={{hex32:planetary-computer-key}}
export GDAL_HTTP_COOKIEFILE=~/.urs_cookies
export GDAL_HTTP_COOKIEJAR=~/.urs_cookies
export CPL_VSIL_CURL_ALLOWED_EXTENSIONS=.tif,.TIF,.h5
