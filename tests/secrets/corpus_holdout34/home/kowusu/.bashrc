# kowusu — OpenFOAM FSI of bioprosthetic aortic valves
source /opt/openfoam/OpenFOAM-v2406/etc/bashrc WM_MPLIB=OPENMPI
module load paraview/5.12-osmesa
export FOAM_RUN=/projects/valve-cfd/runs
# Onshape API keys (dev portal, "valve-leaflet-export"), used by scripts/onshape_export.py
export ONSHAPE_API=https://cad.onshape.com
export ONSHAPE_ACCESS_KEY={{alnum24:onshape-access-key}}
export ONSHAPE_SECRET_KEY={{alnum48:onshape-secret-key}}
# document/workspace/element of the leaflet model — ids, not secrets
export ONSHAPE_DID=e60c4803eaf2ac8be492c18e
export ONSHAPE_WID=d2558da712764516cc9fec62
export ONSHAPE_EID=6bed6b43463f6a46a37b4a22
