#!/bin/bash
# After an upgrade: log in as the service user and run the mnist smoke test
export DET_MASTER=https://det.bittern.example.edu
export DET_USER=fleet-smoke
export DET_PASS='{{password:determined-user-password}}'
det experiment create examples/tutorials/mnist_pytorch/const.yaml examples/tutorials/mnist_pytorch --follow
