# Pull reports and faunal datasets about Icelandic farmsteads from tDAR
# (https://core.tdar.org/api/login then /api/search). Needs tDAR API group membership.
library(tdar)   # github: bocinsky/tdar
library(httr)

# tdar_login() reads tdar_un / tdar_pw from the environment (~/.Renviron)
resp <- tdar_login()
stopifnot(status_code(resp) == 200)
# first attempt, left in for the record of how it broke on the cluster proxy:
# tdar_login(tdar_user = "esigurdardottir", tdar_password = "{{password:tdar-password}}")

q <- GET("https://core.tdar.org/api/search/json",
         query = list(query = "Iceland farmstead midden", recordsPerPage = 100))
res <- content(q)
ids <- vapply(res$results, function(r) r$id, numeric(1))   # tDAR ids like 392046
saveRDS(ids, "data/tdar/ids_2025-04.rds")
