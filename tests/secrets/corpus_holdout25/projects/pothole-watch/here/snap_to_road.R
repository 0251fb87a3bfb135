# Snap dashcam GPS tracks to the road network with HERE Route Matching v8
library(httr)
here_key <- "{{b64url43:here-api-key}}"
track <- readr::read_csv("data/track_2026-11-02.csv")
res <- POST(
  paste0("https://routematching.hereapi.com/v8/match/routelinks?apikey=", here_key,
         "&routeMatch=1&mode=fastest;car;traffic:disabled"),
  body = readr::format_csv(track), content_type("text/csv")
)
stop_for_status(res)
