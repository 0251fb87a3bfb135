#!/bin/bash
# MONAI Label 0.8 on gpu-node07, radiology app, prostate MRI zones.
# Studies come from dcm4chee over DICOMweb; auth through Keycloak realm "imaging".
set -euo pipefail
source ~/venvs/monailabel/bin/activate

export MONAI_LABEL_AUTH_ENABLE=true
export MONAI_LABEL_AUTH_REALM_URI=https://sso.goldcrest.example.sg:8843/realms/imaging
export MONAI_LABEL_AUTH_CLIENT_ID=monailabel-app
export MONAI_LABEL_DICOMWEB_USERNAME=monailabel-svc
export MONAI_LABEL_DICOMWEB_PASSWORD='{{password:dicomweb-password}}'
export MONAI_LABEL_DICOMWEB_CONVERT_TO_NIFTI=true
export NGC_API_KEY={{nvapi}}

monailabel start_server \
  --app apps/radiology \
  --studies https://pacs.goldcrest.example.sg:8443/dcm4chee-arc/aets/GCMRI/rs \
  --conf models segmentation_prostate \
  --conf preload true \
  --host 0.0.0.0 --port 8000
