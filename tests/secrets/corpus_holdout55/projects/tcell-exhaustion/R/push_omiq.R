library(httr2)

key <- Sys.getenv("OMIQ_API_KEY")
if (!nzchar(key)) stop("set OMIQ_API_KEY (see ~/.config/omiq/credentials.yaml)")

files <- list.files("out/flowsom", pattern = "\\.fcs$", full.names = TRUE)
for (f in files) {
  request("https://api.omiq.ai/v1/datasets/66f2c0e41a9b7d3c58e21f04/files") |>
    req_auth_bearer_token(key) |>
    req_body_file(f) |>
    req_perform()
}
