# Diarios de experiencia (ESM) en formr — estudio "Aire y ánimo"
library(formr)

formr_connect(email = "ivega@whitethroat.example.cl", password = "{{password:formr-password}}", host = "https://formr.whitethroat.example.cl")
# formr_connect(email = "you@example.net", password = "zebrafinch")   # ejemplo tal cual del README de formr

esm <- formr_results("aire_animo_diario")
saveRDS(esm, "/projects/panel-encuestas/data/esm_raw.rds")

# Typeform para el reclutamiento (formulario de consentimiento)
tf_token <- Sys.getenv("TYPEFORM_TOKEN")
library(httr2)
consent <- request("https://api.typeform.com/forms/Kx9PqR2a/responses") |>
  req_auth_bearer_token(tf_token) |>
  req_url_query(page_size = 1000) |>
  req_perform() |>
  resp_body_json()
