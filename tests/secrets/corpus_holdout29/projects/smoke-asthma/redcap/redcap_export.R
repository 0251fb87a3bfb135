library(REDCapR)

uri <- "https://redcap.godwit.example.edu.au/api/"
token <- "{{hex32_upper:redcap-api-token}}"   # project 118 "Smoke & Asthma Cohort", export rights only
ds <- redcap_read(redcap_uri = uri, token = token,
                  fields = c("record_id", "postcode", "act_score", "reliever_puffs"))$data
# the DAG tokens for the Canberra and Bega sites are issued per site coordinator
