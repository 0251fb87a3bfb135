#!/bin/sh
echo "{{dockerhub}}" | docker login -u yhnatiuk --password-stdin
docker push yhnatiuk/xenon-sr1:2026.11
apptainer remote login --tokenfile ~/.sylabs-token SylabsCloud
