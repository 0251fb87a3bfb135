#!/bin/bash
# HYCOM GOFS 3.1 via OPeNDAP: no account needed
ncks -O -d time,0,720 -d lat,22.,30. -d lon,45.,60. -v water_u,water_v \
  "https://tds.hycom.org/thredds/dodsC/GLBy0.08/expt_93.0/uv3z" data/hycom/uv_2026h1.nc
md5sum data/hycom/uv_2026h1.nc   # 5f0b2c9e8d17a46b3e21c0f9a7d4e6b8
