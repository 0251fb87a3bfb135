#!/bin/bash
# bulk import of a lightsheet day into OMERO; password from the env, never in here
set -euo pipefail
: "${OMERO_PASS:?export OMERO_PASS first}"
DAY=$1
omero login -s omero.twite.example.no -u tlvo -w "$OMERO_PASS"
omero import -d 4412 --transfer=ln_s --checksum-algorithm=File-Size-64 "/cluster/projects/zebrafish-lightsheet/raw/$DAY"
omero logout
