library(httr2)
# Microreact project for the Kenyan coast RSV-A tree; token from microreact.org account settings
mr_token <- "{{random40:microreact-access-token}}"
project_id <- "rsv-a-kilifi-2025-qx3m7"

req <- request("https://microreact.org/api/projects/update") |>
  req_url_query(project = project_id) |>
  req_headers("Access-Token" = mr_token) |>
  req_body_json(jsonlite::read_json("results/microreact_rsv_a.microreact"))
resp <- req_perform(req)
print(resp_body_json(resp)$id)
