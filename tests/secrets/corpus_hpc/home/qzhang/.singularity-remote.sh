#!/bin/sh
singularity remote login --username qzhang --password {{password:registry-password}} docker://registry.example.edu
singularity remote login --username qzhang --password-stdin docker://registry.example.edu < ~/.registry_pass
APPTAINER_DOCKER_PASSWORD={{password14:registry-password}} apptainer pull docker://registry.example.edu/lab/tool:1.4
