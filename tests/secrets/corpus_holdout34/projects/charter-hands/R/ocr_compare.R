# Compare kraken output with Google Cloud Vision document text detection on 40 charters
library(httr2)
library(jsonlite)
library(stringdist)

gcv_key <- "{{google_api_key:google-api-key}}"   # restricted to Vision API, IP 192.0.2.0/24
endpoint <- paste0("https://vision.googleapis.com/v1/images:annotate?key=", gcv_key)

ocr_one <- function(path) {
  body <- list(requests = list(list(
    image = list(content = base64enc::base64encode(path)),
    features = list(list(type = "DOCUMENT_TEXT_DETECTION")),
    imageContext = list(languageHints = list("la"))
  )))
  request(endpoint) |> req_body_json(body) |> req_perform() |> resp_body_json()
}

cer <- function(a, b) stringdist(a, b, method = "lv") / nchar(b)
