#!/bin/bash
# NCAR RDA ds633.0 (ERA5) by wget with the user's RDA credentials in ~/.netrc
wget --no-verbose --netrc -N -P /gannet/scratch/$USER/era5 \
  https://data.rda.ucar.edu/ds633.0/e5.oper.an.sfc/202408/e5.oper.an.sfc.128_167_2t.ll025sc.2024080100_2024083123.nc
# checksum from the RDA file listing
echo "9f1c0e3b7d5a2c4e6f8091a2b3c4d5e6  e5.oper.an.sfc.128_167_2t.ll025sc.2024080100_2024083123.nc" | md5sum -c
