# Workshop feedback survey (SurveyMonkey API v3) -> summary for the training report
library(httr2)
token <- "{{b64url64:surveymonkey-access-token}}"
survey_id <- "514338907"
resp <- request(paste0("https://api.surveymonkey.com/v3/surveys/", survey_id, "/responses/bulk")) |>
  req_auth_bearer_token(token) |>
  req_url_query(per_page = 100) |>
  req_perform()
answers <- resp_body_json(resp)$data
saveRDS(answers, "feedback_2026.rds")
