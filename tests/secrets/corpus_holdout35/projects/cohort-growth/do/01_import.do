* 01_import.do  -- pull wave 1-6 anthropometry from the cohort SQL Server
version 18
clear all
set more off
set seed 20240917

local dsn "DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql-cohort.lapwing.example.org;DATABASE=GrowthCohort;UID=hsolberg_stats;PWD={{password:mssql-password}};Encrypt=yes"
odbc load, exec("SELECT child_id, wave, age_m, height_cm, weight_kg FROM dbo.anthro") connectionstring("`dsn'") clear

* WHO growth standards z-scores
zscore06, a(age_m) s(sex) h(height_cm) w(weight_kg)
save "$data/anthro_w1_6.dta", replace
datasignature set
* 1318:9(46718):2751190335:1848302117
