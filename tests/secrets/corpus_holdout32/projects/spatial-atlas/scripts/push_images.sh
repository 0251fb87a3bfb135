#!/bin/bash
# build and push the squidpy/napari analysis image
set -e
echo "{{dockerhub}}" | docker login -u redshankspatial --password-stdin
docker build -t redshankspatial/squidpy-analysis:1.5.0 .
docker push redshankspatial/squidpy-analysis:1.5.0
# digest: sha256:8e3f1a2b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7
