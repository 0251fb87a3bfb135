#!/bin/bash
# CDSE S3 (eodata) keys from https://eodata-s3keysmanager.dataspace.copernicus.eu
s3cmd --host=eodata.dataspace.copernicus.eu --host-bucket=eodata.dataspace.copernicus.eu \
  --access_key={{upper20:cdse-s3-access-key}} \
  --secret_key={{random40:cdse-s3-secret-key}} \
  get --recursive "s3://eodata/Sentinel-2/MSI/L2A/2024/08/12/S2B_MSIL2A_20240812T101559_N0511_R065_T31PDR_20240812T130144.SAFE/" ./safe/
