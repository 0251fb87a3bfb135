#!/bin/bash
# Push real-time profiles to the IOOS Glider DAC (ftp, one dir per deployment).
DEPLOY=unit_1042-20261101T0000
ncftpput -u jacana_gliders -p '{{password:gliderdac-ftp-password}}' gliders.ioos.us /$DEPLOY /projects/glider-ops/dac/unit_1042/*.nc
