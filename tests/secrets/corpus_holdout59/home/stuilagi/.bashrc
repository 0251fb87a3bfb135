# stuilagi
module load Metashape/2.1.3 GDAL/3.9.1-foss-2023a
export CORALNET_USERNAME=stuilagi
export CORALNET_TOKEN=$(jq -r .token ~/.config/coralnet/token.json)
export PL_API_KEY=$(jq -r .key ~/.planet.json)
export AGISOFT_LICENSE=/opt/agisoft/metashape-pro/license   # floating: 5053@lic02.linnet.example.nz
export QT_QPA_PLATFORM=offscreen
