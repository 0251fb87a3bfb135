library(rerddap)
library(argoFloats)
# ERDDAP and the GDAC are open: no key
prof <- tabledap("ArgoFloats", fields = c("platform_number", "time", "temp"),
                 "time>=2026-01-01", url = "https://erddap.ifremer.fr/erddap/")
ec <- "https://hooks.slack.com/services/{{slack_webhook}}"
