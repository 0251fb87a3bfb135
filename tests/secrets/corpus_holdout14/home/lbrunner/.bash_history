curl "https://api.synopticdata.com/v2/stations/timeseries?stid=CAIC1,WFPC2&vars=snow_depth,air_temp&recent=1440&token=$SYNOPTIC_TOKEN"
curl "https://api.synopticdata.com/v2/stations/latest?stid=MMTC2&token={{hex32:synoptic-api-token}}"
snowpack -c cfgfiles/io_wfj.ini -e 2026-12-01T00:00
meteoio_timeseries -c cfgfiles/io_wfj.ini -b 2026-11-01 -e 2026-11-30
particle login --token {{hex40:particle-access-token}}
particle list
particle flash snowstake-03 firmware/snowstake.ino
sbatch jobs/ensemble.sbatch
