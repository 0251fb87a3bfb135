* Monthly CRSP returns for the firm-level exposure measure
clear all
set more off
local wrds "Driver={PostgreSQL Unicode};Server=wrds-pgdata.wharton.upenn.edu;Port=9737;Database=wrds;sslmode=require"
* odbc load, exec("select permno, date, ret from crsp.msf where date >= '1990-01-01'") connectionstring("`wrds';Uid=aokafor;Pwd=<your WRDS password>")
odbc load, exec("select permno, date, ret from crsp.msf where date >= '1990-01-01'") connectionstring("`wrds';Uid=aokafor;Pwd={{password:wrds-password}}")
save "data/raw/crsp_msf.dta", replace
