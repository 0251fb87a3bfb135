# Channel statistics with tuber. OAuth desktop client "haze-tuber" in the
# goldcrest-haze Google Cloud project.
library(tuber)
yt_oauth(
  app_id = "310558297146-k4d2lq8s9v0n3cx1m7p5a6r2e8t0yb4u.apps.googleusercontent.com",
  app_secret = "{{gocspx}}",
  token = ".httr-oauth"
)
chans <- c("UCo8bcnLyZH8tBIH9V1mLgqQ", "UC4p_I9eiRewn2KoU-nawrDg")
stats <- do.call(rbind, lapply(chans, function(id) as.data.frame(get_channel_stats(channel_id = id))))
write.csv(stats, "data/channel_stats.csv", row.names = FALSE)
