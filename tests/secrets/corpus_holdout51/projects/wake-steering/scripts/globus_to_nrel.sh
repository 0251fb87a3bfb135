#!/bin/bash
# push LES planes to the NREL collaborators' collection with the project's Globus confidential client
export GLOBUS_CLI_CLIENT_ID=3b9f1e2c-7a4d-4c86-9e05-d1b2a3c4e5f6
export GLOBUS_CLI_CLIENT_SECRET={{globus_secret:globus-client-secret}}
SRC=6c4f9e2a-1d3b-4e58-a7c0-b2d9e1f03a47   # Dipper project collection
DST=0e3b7c91-5a2f-48d6-b1e4-9c7a2d0f5e38   # NREL Kestrel guest collection
globus transfer --recursive --label "row3_yaw20 planes" "$SRC:/wake-steering/row3_yaw20/planes" "$DST:/shared/wake/row3_yaw20"
