* Bills of the 118th Congress with their latest action (Congress.gov API v3, via api.data.gov)
version 18
clear all
set more off

local apikey "{{random40:api-data-gov-key}}"
local base "https://api.congress.gov/v3/bill/118/hr"

forvalues offset = 0(250)9750 {
    copy "`base'?format=json&limit=250&offset=`offset'&api_key=`apikey'" ///
        "data/congress/hr_`offset'.json", replace
}

* parsed with jsonio; see stata/parse_bills.do
do stata/parse_bills.do
save data/congress/hr118.dta, replace
