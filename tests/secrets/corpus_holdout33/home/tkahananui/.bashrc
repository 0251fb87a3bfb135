# tkahananui — coral reef photogrammetry
module load metashape/2.1.2 gdal/3.9 miniforge3
export PATH=$PATH:/opt/metashape-pro
# floating licence from the centre's server; not a key
export agisoft_LICENSE=5053@lic01.greenshank.example.org
export CESIUM_ION_TOKEN={{cesium_ion_token}}
export REEF=/projects/reefscape
alias orth='gdalinfo -stats'
