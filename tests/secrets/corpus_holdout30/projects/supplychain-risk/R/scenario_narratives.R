library(ellmer)
library(dplyr)

Sys.setenv(ANTHROPIC_API_KEY = "{{anthropic}}")
chat <- chat_anthropic(model = "claude-sonnet-4-20250514",
                       system_prompt = "Summarise supply-chain disruption scenarios for analysts.")
shocks <- readr::read_csv("data/shock_scenarios.csv")
# run id 2f6b9c1d-3e4a-4b5c-8d7e-9f0a1b2c3d4e
