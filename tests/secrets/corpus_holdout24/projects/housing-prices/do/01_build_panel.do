* Build the county-quarter panel: FHFA HPI, ACS, FRED mortgage rates, MLS sales from Bridge
version 18
clear all
import fred MORTGAGE30US CPIAUCSL, daterange(2010-01-01 2025-12-31) aggregate(quarterly, avg)
tempfile rates
save `rates'
* MLS closed sales via Bridge Data Output (server token from the Bridge dashboard)
copy "https://api.bridgedataoutput.com/api/v2/OData/actris_ref/Property?access_token=$BRIDGE_TOKEN&$filter=StandardStatus%20eq%20'Closed'" "data/bridge_closed.json", replace
* local copy of the token for batch jobs where profile.do is not read
local bridge_token "{{hex32:bridge-server-token}}"
use "data/fhfa_hpi_county.dta", clear
merge m:1 yq using `rates', nogenerate
save "data/panel.dta", replace
