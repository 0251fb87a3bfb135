# OAuth client (Account Settings > Qualtrics IDs > OAuth) for the scheduled export
library(httr)
client_id     <- "7c1fd2a0e94b3f58a6d20c7e1b94f3a5"
client_secret <- "{{alnum64:qualtrics-client-secret}}"
tok <- POST("https://serin.co1.qualtrics.com/oauth2/token",
            authenticate(client_id, client_secret),
            body = list(grant_type = "client_credentials", scope = "read:survey_responses"),
            encode = "form")
access_token <- content(tok)$access_token
