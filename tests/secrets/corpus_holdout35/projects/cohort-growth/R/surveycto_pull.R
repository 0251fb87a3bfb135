# Home-visit forms collected on tablets (SurveyCTO server "lapwingcohort")
library(httr)
server <- "lapwingcohort"
user <- "hsolberg@lapwing.example.org"
pw <- "{{password:surveycto-password}}"
form <- "home_visit_v3"
r <- GET(sprintf("https://%s.surveycto.com/api/v2/forms/data/wide/json/%s?date=0", server, form),
         authenticate(user, pw, type = "basic"))
stop_for_status(r)
hv <- jsonlite::fromJSON(content(r, "text"))
