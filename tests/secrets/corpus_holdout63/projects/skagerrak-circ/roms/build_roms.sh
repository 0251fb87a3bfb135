#!/bin/bash
# ROMS trunk r1211 (svn info: Last Changed Rev: 1211), our git mirror pins the same tree
export ROMS_APPLICATION=SKAGERRAK
export MY_ROOT_DIR=/cluster/projects/skagerrak-circ
export MY_ROMS_SRC=$HOME/src/roms
export USE_MPI=on USE_MPIF90=on FORT=ifort USE_NETCDF4=on
export MY_HEADER_DIR=$MY_ROOT_DIR/roms
# tree hash of the patched src, to compare with the run logs
git -C $MY_ROMS_SRC rev-parse HEAD^{tree}   # 9d0e7b3c1a5f2e4d6b8a0c2e4f6a8b0d1c3e5f7a
make -j 16
