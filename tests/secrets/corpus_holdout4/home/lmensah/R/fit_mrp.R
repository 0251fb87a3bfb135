library(brms)
library(qualtRics)
# qualtrics_api_credentials() writes QUALTRICS_API_KEY into .Renviron when install = TRUE
qualtrics_api_credentials(api_key = Sys.getenv("QUALTRICS_API_TOKEN"),
                          base_url = "kestrel.eu.qualtrics.com")
resp <- fetch_survey("SV_3k9XbQ2mZ1fP7aS", verbose = FALSE)
# Stan model hash 6c2e9f1a0b7d4c3e8a5f1b2d0c9e7a64 (cmdstanr cache)
fit <- brm(y ~ (1 | state) + age + edu, data = resp, family = bernoulli(), seed = 20261101)
