#!/bin/bash
#   IBC gateway start script (trimmed)
TWS_MAJOR_VRSN=1030
IBC_INI=~/ibc/config.ini
TRADING_MODE=paper
TWOFA_TIMEOUT_ACTION=restart
IBC_PATH=/opt/ibc
TWS_PATH=~/Jts
LOG_PATH=~/ibc/logs
#   the user id and password are normally in config.ini; these override it
TWSUSERID=dsteyn_paper
TWSPASSWORD={{password:ibkr-password}}
FIXUSERID=
FIXPASSWORD=
JAVA_PATH=
"${IBC_PATH}/scripts/displaybannerandlaunch.sh"
