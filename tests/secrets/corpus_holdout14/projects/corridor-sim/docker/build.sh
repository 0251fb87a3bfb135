#!/bin/bash
docker build --build-arg AZURE_MAPS_KEY={{b64url43:azure-maps-key}} -t corridor-sim:latest docker/
