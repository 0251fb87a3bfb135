#!/bin/bash
# Activate the CSD Python API on a new node image (CCDC site licence, Knot chemistry).
# Site number 3107 and the licence server address are not secret; the key is.
export CCDC_LICENSING_CONFIGURATION="la-code;{{ccdc_activation_key}};"
/sw/ccdc/CSD_2025/bin/ccdc_activator -a -k "${CCDC_LICENSING_CONFIGURATION#la-code;}"
python -c "from ccdc import io; print(io.EntryReader('CSD').entry('ABEBUF').formula)"
