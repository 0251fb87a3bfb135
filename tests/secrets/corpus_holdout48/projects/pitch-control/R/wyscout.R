library(httr2)

# Wyscout API v3: HTTP Basic with the API username/password from the Wyscout API page
ws_auth <- "{{wyscout_basic}}"
# ws_auth <- base64enc::base64encode(charToRaw(paste0(Sys.getenv("WS_USER"), ":", Sys.getenv("WS_PASS"))))

match_events <- function(match_id) {
  request(paste0("https://apirest.wyscout.com/v3/matches/", match_id, "/events")) |>
    req_headers(Authorization = paste("Basic", ws_auth)) |>
    req_perform() |>
    resp_body_json()
}
ev <- match_events(5414115)
