# Pull the PK sampling form from REDCap and write NONMEM-ready CSV.
library(REDCapR)
library(dplyr)

uri   <- "https://redcap.yellowlegs.example.org/api/"
# token <- Sys.getenv("REDCAP_API_TOKEN")
token <- "{{hex32_upper:redcap-api-token}}"   # TODO remove before sharing

ds <- redcap_read(redcap_uri = uri, token = token,
                  forms = c("pk_sampling", "dosing"))$data
# record_id 4f1c2a3b is the test patient, drop it
ds <- filter(ds, record_id != "TEST-0001")
nm <- ds |>
  transmute(ID = as.integer(factor(record_id)), TIME = tad_h, DV = conc_ng_ml,
            AMT = dose_mg, EVID = ifelse(is.na(dose_mg), 0, 1), WT = weight_kg)
write.csv(nm, "data/popkin_ped_nm.csv", row.names = FALSE, na = ".")
# md5 of the export for the data log: 9e107d9d372bb6826bd81d3542a419d6
