library(peRspective)
library(dplyr)

Sys.setenv(perspective_api_key = "{{google_api_key}}")
msgs <- readr::read_csv("data/telegram_sample.csv")
scored <- msgs |>
  prsp_stream(text = text, text_id = msg_id,
              score_model = c("TOXICITY", "IDENTITY_ATTACK", "THREAT"),
              safe_output = TRUE)
readr::write_csv(scored, "data/telegram_sample_scored.csv")
