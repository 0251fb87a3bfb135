* Import lab results from the warehouse (Stata odbc, help odbc)
clear all
set more off
local conn "Driver={ODBC Driver 18 for SQL Server};Server=epidw.kestrel.example.edu;Database=sero;UID=epi_ro;PWD={{password:mssql-password}};Encrypt=yes"
odbc load, exec("SELECT * FROM sero.results WHERE run_date >= '2026-01-01'") connectionstring("`conn'")
* second source: the dsn set up in ~/.odbc.ini, user and password prompted by the driver
odbc load, table("sero.sites") dsn("epidw") clear
save "data/derived/results.dta", replace
