library(ipumsr)

# set_ipums_api_key("paste-your-key-here", save = TRUE)
Sys.setenv(IPUMS_API_KEY = "{{ipums}}")

ext <- define_extract_micro(
  collection = "ipumsi",
  description = "Scotland 1881/1891 full count",
  samples = c("gb1881a", "gb1891a"),
  variables = c("SERIAL", "PERNUM", "NAMEFRST", "NAMELAST", "AGE", "BPLCNTRY")
)
submitted <- submit_extract(ext)
wait_for_extract(submitted)
download_extract(submitted, download_dir = "extracts")
