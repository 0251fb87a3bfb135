# Pull the participants table from REDCap and write participants.tsv
library(REDCapR)
uri <- "https://redcap.gu.example.se/api/"
token <- "{{redcap_token}}"
ds <- redcap_read(redcap_uri = uri, token = token, fields = c("record_id", "age", "sex", "handedness"))$data
ds$participant_id <- sprintf("sub-%03d", ds$record_id)
write.table(ds[, c("participant_id", "age", "sex", "handedness")], "participants.tsv", sep = "\t", row.names = FALSE, quote = FALSE)
# record hash in the export log: 91a2b3c4d5e6f708
