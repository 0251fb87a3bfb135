* Firm-month export panel from the customs warehouse (ODBC DSN "panel")
clear all
set more off
odbc load, exec("SELECT * FROM analytics.firm_month WHERE year >= 2019") dsn("panel") user("panel_ro") password("{{password:postgres-password}}") clear
merge m:1 hs6 using "data/dualuse_hs6.dta", keep(match master) nogen
xtset firm_id ym
reghdfe ln_exports post_sanction##dualuse, absorb(firm_id hs6#ym) cluster(firm_id)
