#!/bin/bash
# CSD 2025 site licence: activate the CSD Python API on the login node
/sw/arch/RHEL9/CCDC/ccdc-software/csd-python-api/miniconda/bin/ccdc_activator -a -k {{ccdc_key}}
# site number 1042, licence expires 2026-03-31
