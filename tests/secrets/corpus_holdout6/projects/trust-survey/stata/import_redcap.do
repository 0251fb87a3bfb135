* Pull the REDCap follow-up instrument straight into Stata (curl via shell)
local token "{{hex32_upper:redcap-api-token}}"
local url "https://redcap.skua.example.edu/api/"
!curl -s -d "token=`token'&content=record&format=csv&type=flat&forms[0]=followup" "`url'" -o "data/raw/followup.csv"
import delimited using "data/raw/followup.csv", clear varnames(1)
save "data/followup.dta", replace
