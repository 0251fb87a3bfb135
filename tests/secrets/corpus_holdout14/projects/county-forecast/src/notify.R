library(slackr)
# election night bot: posts county calls into #forecast-live
slackr_setup(channel = "#forecast-live",
             token = "{{slack_bot:slack-bot-token}}")
slackr_msg(sprintf("Model update %s: P(D) = %.3f", Sys.time(), readRDS("out/topline.rds")$p_dem))
