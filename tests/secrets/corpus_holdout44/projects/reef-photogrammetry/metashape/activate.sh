#!/bin/bash
# Node-locked Metashape Pro for the viz node (floating licences are on 5053@lic.woodcock)
/opt/metashape-pro/metashape.sh --activate {{metashape_key}}
# deactivate before moving to another node:
# /opt/metashape-pro/metashape.sh --deactivate
export agisoft_LICENSE=5053@lic.woodcock.example.org
