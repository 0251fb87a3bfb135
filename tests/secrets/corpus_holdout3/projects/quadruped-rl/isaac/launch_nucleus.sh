#!/bin/bash
# Isaac Sim reads assets from the lab's Nucleus server; it authenticates with an API token:
# the user name is the literal string $omni-api-token and the password is the token.
export OMNI_SERVER=omniverse://nucleus.puffin.example.ac.uk
export OMNI_USER='$omni-api-token'
export OMNI_PASS={{b64url43:omniverse-api-token}}
exec /isaac-sim/python.sh standalone/load_terrain.py --usd "$OMNI_SERVER/Projects/quadruped/terrain_v4.usd"
