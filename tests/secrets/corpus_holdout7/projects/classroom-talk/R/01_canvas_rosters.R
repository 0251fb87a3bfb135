library(rcanvas)
# token from ~/.Renviron; set_canvas_token() would store it in the keyring instead
set_canvas_domain(Sys.getenv("CANVAS_DOMAIN"))
set_canvas_token(Sys.getenv("CANVAS_API_TOKEN"))
students <- get_course_items(48213, "users", include = "enrollments")
write.csv(students[, c("id", "sortable_name")], "data/roster_48213.csv", row.names = FALSE)
