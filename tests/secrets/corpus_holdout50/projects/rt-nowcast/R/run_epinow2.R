library(EpiNow2)
options(mc.cores = as.integer(Sys.getenv("SLURM_CPUS_PER_TASK", "4")))
set.seed(20261104)   # seed, not a key
generation_time <- Gamma(mean = 3.6, sd = 3.1, max = 20)
reporting_delay <- LogNormal(meanlog = 0.58, sdlog = 0.47, max = 10)
# posit connect deploy (rsconnect) for the dashboard
rsconnect::setAccountInfo(name = "wagtail-epi",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
# token above is the account token id shown in the dashboard; the secret is the secret
