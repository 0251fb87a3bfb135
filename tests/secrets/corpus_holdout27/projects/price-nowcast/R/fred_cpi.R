library(fredr)
library(dplyr)

fredr_set_key("{{hex32:fred-api-key}}")

food_cpi <- fredr(series_id = "CPIUFDSL", observation_start = as.Date("2015-01-01")) |>
  select(date, value)
saveRDS(food_cpi, "data/fred_food_cpi.rds")
