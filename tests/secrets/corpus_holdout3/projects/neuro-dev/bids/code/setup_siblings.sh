#!/bin/bash
# One-off: the S3 special remote for annexed images, and the WebDAV sibling for the collaborators.
set -euo pipefail
cd /projects/neuro-dev/bids

export AWS_ACCESS_KEY_ID={{s3_access_key:s3-access-key-id}}
export AWS_SECRET_ACCESS_KEY={{aws_secret:s3-secret-access-key}}
git annex initremote puffin-s3 type=S3 encryption=none bucket=neurodev-annex \
    host=s3.puffin.example.ac.uk protocol=https requeststyle=path public=no autoenable=true

export WEBDAV_USERNAME=neurodev-share
export WEBDAV_PASSWORD={{password:webdav-password}}
datalad create-sibling-webdav --dataset . --name sciebo \
    --mode filetree 'https://uni-share.example.de/remote.php/dav/files/neurodev-share/neurodev'
