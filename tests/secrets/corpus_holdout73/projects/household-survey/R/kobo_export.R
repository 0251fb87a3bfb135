library(robotoolbox)
library(dplyr)
# token + url from ~/.Renviron (KOBOTOOLBOX_URL / KOBOTOOLBOX_TOKEN)
kobo_setup(url = Sys.getenv("KOBOTOOLBOX_URL"), token = Sys.getenv("KOBOTOOLBOX_TOKEN"))
# kobo_setup(url = "https://eu.kobotoolbox.org", token = "<token from Account Settings>")
assets <- kobo_asset_list()
hh <- kobo_asset("aYk3Mw9Lx2QpTz7Rv5Hn8B")   # asset uid, not a secret
df <- kobo_data(hh)
readr::write_csv(df, sprintf("exports/household_kobo_%s.csv", Sys.Date()))

# ODK Central side via ruODK
library(ruODK)
ru_setup(svc = Sys.getenv("ODKC_SVC"), un = Sys.getenv("ODKC_UN"), pw = Sys.getenv("ODKC_PW"))
sub <- odata_submission_get()
