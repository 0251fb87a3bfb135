library(Rlabkey)
# the API key goes in ~/.netrc (login apikey); this one is the read-only key of the robot account
labkey.setDefaults(apiKey = "{{labkey:labkey-api-key}}",
                   baseUrl = "https://labkey.willet.example.org")
rows <- labkey.selectRows(folderPath = "/Core Facilities/Sequencing", schemaName = "lists",
                          queryName = "Submissions", colFilter = makeFilter(c("Status", "EQUAL", "Received")))
# example from the Rlabkey docs: labkey.setDefaults(apiKey = "abcdef0123456789abcdef0123456789")
