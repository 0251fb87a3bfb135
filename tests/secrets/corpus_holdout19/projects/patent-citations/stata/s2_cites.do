* Forward citations of the sample papers from Semantic Scholar (one call per DOI)
version 18
global S2KEY "{{random40:semantic-scholar-api-key}}"
import delimited using "data/sample_dois.csv", clear varnames(1)
gen cites = .
forvalues i = 1/`=_N' {
    local doi = doi[`i']
    !curl -s -H "x-api-key: $S2KEY" "https://api.semanticscholar.org/graph/v1/paper/DOI:`doi'?fields=citationCount" > tmp/s2_`i'.json
}
save "data/s2_cites.dta", replace
