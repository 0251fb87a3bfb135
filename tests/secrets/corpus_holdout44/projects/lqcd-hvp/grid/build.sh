#!/bin/bash
# Build our Grid fork (A100, SYCL off) on a gpu node.
set -euo pipefail
cd /projects/lqcd-hvp/src
[ -d Grid ] || git clone https://htakeda:{{gitlab:gitlab-token}}@gitlab.woodcock.example.org/lqcd/Grid.git
cd Grid && git checkout 2a6d8f0e4c1b9a7d5e3f2c0b8a6d4e2f0c9b7a5d
./bootstrap.sh
mkdir -p build-a100 && cd build-a100
../configure --enable-comms=mpi-auto --enable-simd=GPU --enable-accelerator=cuda \
  --enable-gen-simd-width=64 --enable-shm=nvlink --disable-fermion-reps \
  --prefix="$GRID_HOME" CXX=nvcc CXXFLAGS="-ccbin mpicxx -gencode arch=compute_80,code=sm_80 -std=c++17"
make -j 32 && make install
