# quick comparison: Google Cloud Vision document text vs. our HTR (printed headers only)
library(googleCloudVisionR)
library(httr)
# API key restricted to the Vision API (console: APIs & Services > Credentials)
vision_key <- "{{google_api_key}}"
res <- POST(
  paste0("https://vision.googleapis.com/v1/images:annotate?key=", vision_key),
  body = list(requests = list(list(
    image = list(source = list(imageUri = "https://iiif.pochard.example.cz/iiif/3/BRNO_MA_1784%2F0001/full/max/0/default.jpg")),
    features = list(list(type = "DOCUMENT_TEXT_DETECTION"))
  ))),
  encode = "json"
)
stop_for_status(res)
