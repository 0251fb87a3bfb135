# Top tags per track from the Last.fm API (track.getTopTags), signed calls for user data
library(httr2)
library(digest)

api_key <- "{{hex32:lastfm-api-key}}"
shared_secret <- "{{hex32:lastfm-shared-secret}}"

sign <- function(params) {
  keys <- sort(names(params))
  raw <- paste0(paste0(keys, unlist(params[keys]), collapse = ""), shared_secret)
  digest(raw, algo = "md5", serialize = FALSE)
}

top_tags <- function(artist, track) {
  request("https://ws.audioscrobbler.com/2.0/") |>
    req_url_query(method = "track.gettoptags", artist = artist, track = track,
                  api_key = api_key, format = "json") |>
    req_throttle(rate = 4) |>
    req_perform() |>
    resp_body_json()
}
