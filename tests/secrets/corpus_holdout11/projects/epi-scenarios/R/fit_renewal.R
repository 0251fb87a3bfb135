suppressPackageStartupMessages({
  library(EpiNow2)
  library(optparse)
})
opt <- parse_args(OptionParser(option_list = list(
  make_option("--state", default = "ma"),
  make_option("--horizon", type = "integer", default = 28)
)))
# Generation time for influenza A(H3N2): gamma, mean 3.6 days, sd 1.6 (literature values)
gt <- Gamma(mean = 3.6, sd = 1.6, max = 14)
cases <- readRDS(sprintf("data/%s_admissions.rds", opt$state))
fit <- epinow(cases, generation_time = generation_time_opts(gt),
              horizon = opt$horizon, stan = stan_opts(cores = 4))
saveRDS(fit, sprintf("out/%s_fit.rds", opt$state))
