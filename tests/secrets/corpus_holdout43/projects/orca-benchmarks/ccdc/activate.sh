#!/bin/sh
# Activate the CSD Portfolio on the shared install (site licence, renew each November)
/opt/apps/ccdc/CCDC_2024/ccdc_activator -a -k {{ccdc_key}}
# check:
/opt/apps/ccdc/CCDC_2024/ccdc_activator -l
