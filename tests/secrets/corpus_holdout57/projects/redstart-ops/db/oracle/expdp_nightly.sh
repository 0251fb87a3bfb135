#!/bin/bash
# nightly Data Pump export of the LIMS schema
export ORACLE_HOME=/u01/app/oracle/product/19.0.0/dbhome_1
export ORACLE_SID=REDCDB
DATE=$(date +%Y%m%d)
$ORACLE_HOME/bin/expdp system/{{password:oracle-password}}@LIMSPDB schemas=LIMS directory=DP_DIR dumpfile=lims_${DATE}_%U.dmp logfile=lims_${DATE}.log parallel=4 compression=ALL
# with the wallet instead (preferred): expdp /@LIMSPDB_WALLET schemas=LIMS ...
