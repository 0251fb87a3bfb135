library(httr2)
token <- "{{hex32:moodle-webservice-token}}"
resp <- request("https://moodle.partner-college.example.ac.uk/webservice/rest/server.php") |>
  req_url_query(wstoken = token, wsfunction = "mod_forum_get_forum_discussions",
                moodlewsrestformat = "json", forumid = 3307) |>
  req_perform()
discussions <- resp_body_json(resp)$discussions
