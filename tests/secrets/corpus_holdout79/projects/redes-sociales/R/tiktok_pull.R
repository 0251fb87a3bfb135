# TikTok Research API con traktok — proyecto "discurso ambiental en redes" (aprobado 2026-06)
library(traktok)

# client key = identifica la app de investigación (como un client_id), no es secreto
client_key <- "awq8h2k4n6p9r1t3"
client_secret <- "{{alnum32:tiktok-client-secret}}"

# auth_research() guarda el token cifrado en disco; solo correr una vez
auth_research(client_key, client_secret)

vids <- tt_search_api(
  query("and", list(
    list(operation = "IN", field_name = "region_code", field_values = c("CL")),
    list(operation = "EQ", field_name = "keyword", field_values = c("incendio"))
  )),
  start_date = "20260101", end_date = "20260131", max_pages = 20
)
saveRDS(vids, "/projects/redes-sociales/data/tt_incendio_2026-01.rds")
