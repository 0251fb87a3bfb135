#!/bin/bash
# MONAI Label against Orthanc's DICOMweb
export MONAI_LABEL_DICOMWEB_USERNAME=monailabel
export MONAI_LABEL_DICOMWEB_PASSWORD='{{password:orthanc-password}}'
monailabel start_server \
  --app /opt/apps/radiology \
  --studies https://orthanc.dipper.example.ca:8042/dicom-web \
  --conf models segmentation,deepedit \
  --conf use_pretrained_model true \
  --port 8000
