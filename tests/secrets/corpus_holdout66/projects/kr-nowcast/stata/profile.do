* profile.do -- runs at Stata start for smchoi
set more off
set fredkey {{lower32:fred-api-key}}, permanently
sysdir set PLUS "/projects/kr-nowcast/stata/ado/plus"
* import fred KORCPIALLMINMEI, daterange(2005-01-01 .) clear
