# Annual retail sales by state and sector (EIA v2) for the load-growth scenarios
library(eia)
library(dplyr)

# eia_set_key("{{random40:eia-api-key}}")   # commented: the key is in ~/.Renviron now
key <- eia_get_key()
x <- eia_data(
  dir = "electricity/retail-sales",
  data = "sales",
  facets = list(stateid = c("TX", "NY", "CA"), sectorid = c("RES", "COM", "IND")),
  freq = "annual",
  start = "2010"
)
readr::write_csv(x, "data/eia_retail_sales.csv")
