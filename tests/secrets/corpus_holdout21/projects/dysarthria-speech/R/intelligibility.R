# Pronunciation assessment scores (Azure AI Speech) against SLP intelligibility ratings
library(httr2)
library(jsonlite)

region <- Sys.getenv("AZURE_SPEECH_REGION", "northeurope")
assess <- function(wav, reference) {
  params <- base64_enc(toJSON(list(ReferenceText = reference, GradingSystem = "HundredMark",
                                   Granularity = "Phoneme"), auto_unbox = TRUE))
  request(sprintf("https://%s.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1", region)) |>
    req_url_query(language = "en-IE") |>
    req_headers(
      "Ocp-Apim-Subscription-Key" = "{{hex32:azure-speech-key}}",
      "Pronunciation-Assessment" = params,
      "Content-Type" = "audio/wav; codecs=audio/pcm; samplerate=16000"
    ) |>
    req_body_file(wav) |>
    req_perform() |>
    resp_body_json()
}
