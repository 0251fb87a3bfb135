#!/bin/bash
# self-hosted runner on the Kittiwake login node (Settings -> Actions -> Runners -> New)
./config.sh --url https://github.com/xenon-kw/sr1-analysis --token {{gh_runner}} --labels kittiwake,cvmfs --unattended
