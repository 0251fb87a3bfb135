# Xeno-canto API v3 needs a key since 2024 (account page); recordings of Orcinus orca are few,
# this pulls the Norwegian coast comparison set.
library(httr2)
xc_key <- Sys.getenv("XC_KEY", unset = "{{hex32:xeno-canto-api-key}}")
req <- request("https://xeno-canto.org/api/3/recordings") |>
  req_url_query(query = 'sp:"orcinus orca" cnt:norway', key = xc_key, per_page = 100)
resp <- req_perform(req) |> resp_body_json()
for (rec in resp$recordings) {
  download.file(rec$file, file.path("/scratch/msogaard/xc", paste0("XC", rec$id, ".mp3")))
}
