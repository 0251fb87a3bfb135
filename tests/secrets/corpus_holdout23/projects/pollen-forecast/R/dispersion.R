library(httr)
library(openair)

# Tomorrow.io for the HYSPLIT-free back-trajectory proxy
tmrw <- "{{alnum32:tomorrow-io-api-key}}"
r <- GET("https://api.tomorrow.io/v4/weather/forecast",
         query = list(location = "48.85,2.35", apikey = tmrw))

# EAN (European Aeroallergen Network) partner login, counts for 12 traps
ean <- POST("https://www.polleninfo.org/api/login",
            body = list(user = "godwit-aero", pass = "{{password:password}}"), encode = "form")
openaq_key <- Sys.getenv("OPENAQ_API_KEY")
