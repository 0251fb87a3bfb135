#!/bin/bash
# Vlasiator VLSV files to CSC Allas (OpenStack Swift) with a pre-authenticated token
export OS_STORAGE_URL=https://a3s.fi/swift/v1/AUTH_8c1e2b3a4d5f6e7a8b9c0d1e2f3a4b5c
export OS_AUTH_TOKEN={{hex32:swift-auth-token}}
swift upload egl-3d-run17 bulk.0001200.vlsv --segment-size 5G
