#!/bin/bash
# mirror the base images the stack is built on to quay.io/sanderling
podman login -u="sanderling+stackbuilder" -p="{{quay_robot}}" quay.io
for img in rockylinux:9.5 nvidia/cuda:12.6.3-devel-rockylinux9; do
  podman pull docker.io/$img && podman push docker.io/$img quay.io/sanderling/${img//[:\/]/-}
done
