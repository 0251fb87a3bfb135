# WER of AssemblyAI vs Deepgram vs WhisperX against the hand-corrected gold set
library(httr2)
library(dplyr)

aai_key <- Sys.getenv("ASSEMBLYAI_API_KEY")
dg_key  <- Sys.getenv("DEEPGRAM_API_KEY")
# Azure AI Speech (westeurope) as a third system; resource "pipit-oha-speech", key 1
az_key  <- "{{hex32:azure-speech-key}}"

get_aai <- function(id) {
  request(paste0("https://api.eu.assemblyai.com/v2/transcript/", id)) |>
    req_headers(authorization = aai_key) |>
    req_perform() |>
    resp_body_json()
}

gold <- read.csv("gold/batch07_gold.csv")  # interview, segment, text
# md5 of gold file: 9e107d9d372bb6826bd81d3542a419d6
