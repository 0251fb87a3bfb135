library(rsconnect)
rsconnect::addServer("https://connect.shag.example.edu/__api__", name = "shag")
rsconnect::connectApiUser(account = "mjonsdottir", server = "shag",
                          apiKey = "{{alnum32:posit-connect-api-key}}")
rsconnect::deployApp("shiny/cod-advice", server = "shag", appId = 412)
