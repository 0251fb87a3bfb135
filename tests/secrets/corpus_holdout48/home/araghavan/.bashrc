# araghavan
module load isce2/2.6.3 gdal/3.8
export ISCE_HOME=/opt/isce2
export PATH=$ISCE_HOME/applications:$PATH
# EDL bearer token (Earthdata > Generate Token, 60 days)
export EARTHDATA_TOKEN={{earthdata_token}}
# CDSE S3 keys from eodata.dataspace.copernicus.eu (s3 credentials manager)
export AWS_ACCESS_KEY_ID={{s3_access_key:cdse-s3-access-key}}
export AWS_SECRET_ACCESS_KEY={{random40:cdse-s3-secret-key}}
export AWS_ENDPOINT_URL=https://eodata.dataspace.copernicus.eu
