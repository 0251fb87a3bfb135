library(ipumsr)
# key from ~/.Renviron (IPUMS_API_KEY); set_ipums_api_key("<your key>", save = TRUE) once
ext <- define_extract_micro(
  collection = "ipumsi",
  description = "GB 1881 and 1911 full count, household heads",
  samples = c("gb1881a", "gb1911a"),
  variables = c("AGE", "SEX", "OCCHISCO", "RELATE")
)
submitted <- submit_extract(ext)
wait_for_extract(submitted)
