# Ingrid — laser wakefield with FLASH 4.8
module load intel-oneapi/2024.1 hdf5/1.14-parallel
export FLASH_DIR=/projects/lpa-flash/FLASH4.8
# Flash Center download site (flash.rochester.edu) account, needed for each new release tarball
export FLASH_DL_USER=iaasen
export FLASH_DL_PASS='{{password:flash-download-password}}'
export GLOBUS_CLI_CLIENT_ID=8f2c6d1e-3a9b-4c7d-8e0f-1a2b3c4d5e6f
export GLOBUS_CLI_CLIENT_SECRET={{b64_48:globus-client-secret}}
alias flashsetup='./setup LaserSlab -auto -2d +cylindrical -nxb=16 -nyb=16 +hdf5typeio'
