library(REDCapR)
uri   <- Sys.getenv("REDCAP_URI")
token <- Sys.getenv("REDCAP_API_TOKEN")
ds <- redcap_read(redcap_uri = uri, token = token, events = c("baseline_arm_1", "m12_arm_1"))$data

# prueba contra el servidor público de REDCapR (token de su viñeta, no es nuestro):
# redcap_read(redcap_uri = "https://bbmc.ouhsc.edu/redcap/api/", token = "9A81268476645C4E5F03428B8AC3AA7B")
saveRDS(ds, "data/cohorte.rds")
