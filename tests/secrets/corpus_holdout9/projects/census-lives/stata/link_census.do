* Link the 1940 full-count census to the 1950 census (restricted crosswalk in the RDC SQL Server)
version 18
clear all

local conn "DRIVER={ODBC Driver 18 for SQL Server};SERVER=rdc-sql.curlew.example.edu;DATABASE=census_links;UID=icarvalho;PWD={{password:rdc-sqlserver-password}};Encrypt=yes;TrustServerCertificate=no"

odbc load, exec("SELECT histid_1940, histid_1950, link_score FROM mlp_crosswalk WHERE link_score >= 0.8") ///
    connectionstring("`conn'") clear
compress
save "data/links_1940_1950.dta", replace
