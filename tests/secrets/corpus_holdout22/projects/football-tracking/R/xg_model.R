library(httr)
library(jsonlite)
library(dplyr)

sportmonks_token <- "{{sportmonks}}"
fixture <- GET("https://api.sportmonks.com/v3/football/fixtures/19134567",
               query = list(api_token = sportmonks_token, include = "statistics"))
stats <- fromJSON(content(fixture, as = "text"))$data$statistics

shots <- read.csv("data/shots_2025_26.csv") |>
  mutate(dist = sqrt((120 - x)^2 + (40 - y)^2))
fit <- glm(goal ~ dist + angle + body_part, family = binomial(), data = shots)
summary(fit)
