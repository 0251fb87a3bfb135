#!/bin/bash
# Waymo Open Dataset v2.0.1: the bucket needs the Google account that accepted the licence.
# gcloud keeps that login in ~/.config/gcloud; the client id/secret in that file are gcloud's
# own, the same on every machine.
set -euo pipefail
for comp in lidar lidar_box camera_image vehicle_pose; do
  gsutil -m cp -r "gs://waymo_open_dataset_v_2_0_1/training/${comp}" /projects/night-lidar/waymo/training/
done
