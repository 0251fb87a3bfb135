library(httr2)
# parent questionnaire (MacArthur-Bates CDI) on Prolific
req <- request("https://api.prolific.com/api/v1/studies/") |>
  req_headers(Authorization = paste("Token", "{{alnum64:prolific-api-token}}"))
studies <- req_perform(req) |> resp_body_json()
study_id <- "6740c2a9b3e1f0d4a7c85e21"   # Prolific study id, not a secret
