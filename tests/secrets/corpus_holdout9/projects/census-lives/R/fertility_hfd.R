# Completed cohort fertility for Portugal, Spain and Brazil-born cohorts (Human Fertility Database).
library(HMDHFDplus)
library(dplyr)

hfd_user <- "icarvalho@curlew.example.edu"
hfd_pw <- "{{password:hfd-password}}"
hmd_pw <- keyring::key_get("hmd", hfd_user)

ccf <- purrr::map_dfr(c("PRT", "ESP"), function(cntry) {
  readHFDweb(CNTRY = cntry, item = "tfrVHbo", username = hfd_user, password = hfd_pw) |>
    mutate(country = cntry)
})
mx <- readHMDweb(CNTRY = "PRT", item = "Mx_1x1", username = hfd_user, password = hmd_pw)
saveRDS(list(ccf = ccf, mx = mx), "data/hfd_hmd_prt_esp.rds")
