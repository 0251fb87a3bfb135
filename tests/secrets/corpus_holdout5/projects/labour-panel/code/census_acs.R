# ACS 5-year tables for commuting-zone controls.
library(tidycensus)
library(dplyr)

# run once; install = TRUE writes the key into ~/.Renviron
# census_api_key("YOUR KEY GOES HERE", install = TRUE)
census_api_key("{{hex40:census-api-key}}", overwrite = TRUE)

vars <- c(med_income = "B19013_001", pop = "B01003_001", bach = "B15003_022")
acs <- get_acs(geography = "county", variables = vars, year = 2022, survey = "acs5")

blsr_key <- Sys.getenv("BLS_KEY")
stopifnot(nchar(blsr_key) > 0)

saveRDS(acs, "data/derived/acs5_2022_county.rds")
