#!/bin/bash
# PDAL reads s3:// through GDAL's vsis3; keys from env for the batch node
export AWS_ACCESS_KEY_ID={{aws_key_id:aws-access-key-id}}
export AWS_SECRET_ACCESS_KEY={{aws_secret}}
export AWS_REGION=us-east-1
pdal translate /vsis3/woodcock-lidar/kuelap/raw/tile_3_4.laz tile_3_4.copc.laz --writer writers.copc
