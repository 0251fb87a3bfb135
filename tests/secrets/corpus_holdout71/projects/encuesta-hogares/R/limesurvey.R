library(limonaid)
options(lime_api = "https://encuestas.serin.example.mx/index.php/admin/remotecontrol",
        lime_username = "fquiroz",
        lime_password = "{{password:limesurvey-password}}")
args <- commandArgs(trailingOnly = TRUE)
get_session_key()
resp <- get_responses(as.integer(args[1]), sResponseType = "short")
write.csv(resp, sprintf("data/lime_%s.csv", args[1]), row.names = FALSE)
release_session_key()
