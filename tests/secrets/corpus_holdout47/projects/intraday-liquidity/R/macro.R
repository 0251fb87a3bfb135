library(fredr)
fredr_set_key("{{hex32:fred-api-key}}")
vix <- fredr(series_id = "VIXCLS", observation_start = as.Date("2020-01-01"))
tb3 <- fredr(series_id = "DTB3", observation_start = as.Date("2020-01-01"))
