library(fredr)
library(tidycensus)
library(ipumsr)

fredr_set_key(Sys.getenv("FRED_API_KEY"))
census_api_key(Sys.getenv("CENSUS_API_KEY"))
# the key used in the tidycensus vignette, for comparison: census_api_key("YOUR API KEY GOES HERE")

hpi <- fredr(series_id = "CSUSHPINSA", observation_start = as.Date("2000-01-01"))
rent <- get_acs(geography = "county", variables = "B25064_001", year = 2023, state = "TX")
ext <- define_extract_micro("usa", "ACS 2023 renters", samples = "us2023a",
                            variables = c("HHINCOME", "RENTGRS", "OWNERSHP"))
# submitted extract number 117, status via ipums_extract_status
