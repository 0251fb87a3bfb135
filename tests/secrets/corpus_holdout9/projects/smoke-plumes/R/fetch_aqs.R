# Daily PM2.5 (88101) from EPA AQS for the evaluation states
library(RAQSAPI)
library(dplyr)

args <- commandArgs(trailingOnly = TRUE)
bdate <- as.Date(args[1])
edate <- as.Date(args[2])

aqs_credentials(username = "mquintero@curlew.example.edu",
                key = "{{alnum10:epa-aqs-api-key}}")

states <- c(CA = "06", OR = "41", WA = "53", NV = "32")
daily <- purrr::map_dfr(states, function(fips) {
  aqs_dailysummary_by_state(parameter = "88101", bdate = bdate, edate = edate,
                            stateFIPS = fips)
})
readr::write_csv(daily, sprintf("data/aqs/pm25_daily_%s_%s.csv", bdate, edate))
