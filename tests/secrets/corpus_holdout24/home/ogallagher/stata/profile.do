* profile.do, run at Stata start
set more off
sysdir set PLUS "/home/ogallagher/stata/ado/plus"
* fredkey for import fred (help import fred: "set fredkey")
set fredkey {{hex32:fred-api-key}}, permanently
global BRIDGE_TOKEN "{{hex32:bridge-server-token}}"
