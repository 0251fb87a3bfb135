# error reporting for the Shiny app; the DSN holds only the project's public key
library(sentryR)
configure_sentry(dsn = "https://9f3c2e1a7b5d4c8e9a0b1c2d3e4f5a6b@sentry.siskin.example.fi/14",
                 app_name = "zoonosis-weekly", app_version = "2026.03", environment = "production")
