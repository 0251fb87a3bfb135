# Publish the signal dashboard (Shiny) to Posit Connect
library(rsconnect)
addServer("https://connect.knot.example.edu", name = "knot-connect")
connectApiUser(account = "obankole", server = "knot-connect",
               apiKey = Sys.getenv("CONNECT_API_KEY"))
deployApp("dashboard/", appName = "faers-signals", server = "knot-connect",
          appId = 1287)
