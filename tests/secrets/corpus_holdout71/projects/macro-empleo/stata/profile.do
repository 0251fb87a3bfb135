* profile.do (Stata 18) — se ejecuta al abrir Stata
set more off
set maxvar 32767
sysdir set PLUS "/home/vortega/ado/plus"
set fredkey {{hex32:fred-api-key}}, permanently
* import fred UNRATE CIVPART, daterange(2000-01-01 .) clear
