# Monthly usage of the content on Posit Connect, for the allocation committee.
library(connectapi)
library(dplyr)

client <- connect(server = "https://connect.curlew.example.edu",
                  api_key = "{{alnum32:posit-connect-api-key}}")
usage <- get_usage_shiny(client, from = Sys.Date() - 30, limit = Inf)
usage |>
  count(content_guid, name = "sessions") |>
  left_join(get_content(client) |> select(guid, name, owner_guid), by = c(content_guid = "guid")) |>
  arrange(desc(sessions)) |>
  readr::write_csv(sprintf("reports/connect_usage_%s.csv", format(Sys.Date(), "%Y-%m")))
