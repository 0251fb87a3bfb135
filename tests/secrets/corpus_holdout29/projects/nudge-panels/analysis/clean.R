library(dplyr)
library(osfr)

set.seed(20250430)
osf_auth(Sys.getenv("OSF_PAT"))
proj <- osf_retrieve_node("k7qz3")   # OSF project id, public preregistration
w3 <- readr::read_csv("/projects/nudge-panels/data/raw/w3_responses.csv") |>
  filter(Finished == 1, !is.na(PROLIFIC_PID)) |>
  mutate(treat = factor(treatment, levels = c("control", "default", "commitment")))
# ResponseIds are like R_1dKq9ZbXw3FmT2a — fine to keep, they are Qualtrics row ids
