cd ~/puffin-ops/images
apptainer remote login --tokenfile ~/.sylabs-token SylabsCloud
apptainer build --fakeroot sif/pytorch-2.5-cuda12.4.sif defs/pytorch.def
apptainer sign --keyidx 0 sif/pytorch-2.5-cuda12.4.sif
cosign sign --key cosign.key registry.puffin.example.edu/base/pytorch:2.5-cuda12.4
cosign verify --key cosign.pub registry.puffin.example.edu/base/pytorch@sha256:4e7c1b9a0d3f52e8b6a1c9d07f3e2b5a8c6d4f1e0b9a7c3d5e8f2a1b6c0d9e7f
aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-west-1.amazonaws.com
skopeo copy --dest-creds 'robot$puffin+mirror:{{alnum32:harbor-robot-secret}}' docker://nvcr.io/nvidia/pytorch:24.10-py3 docker://harbor.puffin.example.edu/mirror/pytorch:24.10-py3
crane auth login quay.io -u puffin+builder -p {{quay_robot}}
regctl image digest registry.puffin.example.edu/base/cuda:12.4-runtime
