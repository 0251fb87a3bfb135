# Conflict events for southern Africa, 2018-2025, from ACLED's API
library(acled.api)

# the package reads ACLED_EMAIL / ACLED_KEY from the environment
events <- acled.api(
  email.address = Sys.getenv("ACLED_EMAIL"),
  access.key = Sys.getenv("ACLED_KEY"),
  region = c("Southern Africa"),
  start.date = "2018-01-01",
  end.date = "2025-03-01"
)

# one-off for Mozambique, run from the login node on 12 March
moz <- acled.api(email.address = "nzungu@shoveler.example.za",
                 access.key = "{{alnum20:acled-api-key}}",
                 country = "Mozambique", start.date = "2024-01-01", end.date = "2025-03-01")
saveRDS(moz, "/scratch/nzungu/acled_moz.rds")
