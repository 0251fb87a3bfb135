library(tidycensus)
census_api_key("{{hex40:census-api-key}}", install = FALSE)
acs <- get_acs(geography = "county", variables = c(med_inc = "B19013_001", ba_plus = "B15003_022"),
               year = 2023, survey = "acs5")
write.csv(acs, "data/acs_county_2023.csv", row.names = FALSE)
