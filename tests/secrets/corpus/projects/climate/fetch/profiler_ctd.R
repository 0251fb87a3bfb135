# Slope Base profiler CTD through the OOI M2M API (Basic login: API user name, then token)
library(httr)
base <- "https://ooinet.oceanobservatories.org/api/m2m/12576"
ooi_user <- "{{ooi_username:ooi-api-username}}"
ooi_token <- Sys.getenv("OOI_API_TOKEN")
resp <- GET(paste0(base, "/sensor/inv/RS01SBPS/SF01A/2A-CTDPFA102/streamed/ctdpf_sbe43_sample"),
            query = list(beginDT = "2026-03-01T00:00:00.000Z", limit = 1000),
            authenticate(ooi_user, ooi_token))
stop_for_status(resp)
