#!/bin/bash
# mirror the hospital's Flywheel project (MR scans for the connectome cohort) into BIDS
# fw CLI: the API key is "<site>:<key>" from the Flywheel profile page
module load flywheel-cli/19.2
fw login {{wheatear_flywheel_key}}
fw export bids --project "connectome_ie" --subjects sub-014,sub-015 /projects/connectome-ie/bids
# DataLad sibling on GIN for the derivatives (token from gin.g-node.org > Settings > Applications)
export DATALAD_CREDENTIAL_GIN_TOKEN={{hex40:gin-token}}
datalad push --to gin -d /projects/connectome-ie/derivatives
