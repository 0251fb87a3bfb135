library(rsconnect)

rsconnect::addServer("https://connect.eider.example.edu", name = "eider-connect")
rsconnect::connectApiUser(
  account = "kboateng",
  server = "eider-connect",
  apiKey = "{{alnum32:posit-connect-api-key}}"
)
rsconnect::deployApp("dashboard", appName = "ne-flu-scenarios", server = "eider-connect")
