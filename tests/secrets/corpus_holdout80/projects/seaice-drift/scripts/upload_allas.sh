#!/bin/bash
# quick upload without s3cmd (for the container on the buoy-processing VM)
export AWS_ACCESS_KEY_ID={{hex32:allas-s3-access-key}}
export AWS_SECRET_ACCESS_KEY={{hex32:allas-s3-secret-key}}
aws s3 cp --endpoint-url https://a3s.fi --recursive processed/ s3://seaice-drift-2026/processed/
