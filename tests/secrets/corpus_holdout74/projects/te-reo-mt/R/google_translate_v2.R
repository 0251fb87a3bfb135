# Google Cloud Translation (Basic, v2) over REST with an API key restricted to
# translate.googleapis.com and the cluster's NAT address.
library(httr2)

gt_key <- "{{google_api_key:google-api-key}}"
# browser key from the demo web page (HTTP-referrer restricted, it is in the page source anyway):
# "AIzaSyDemoPageReferrerRestrictedKey0000000"  -- does not work server side

translate_v2 <- function(q, source = "mi", target = "en") {
  request("https://translation.googleapis.com/language/translate/v2") |>
    req_url_query(key = gt_key, q = q, source = source, target = target, format = "text") |>
    req_perform() |>
    resp_body_json()
}

res <- translate_v2("He aha te mea nui o te ao? He tangata, he tangata, he tangata")
print(res$data$translations[[1]]$translatedText)
