library(httr2)
# DrugBank Clinical API: Authorization header carries the key itself
db_key <- "{{hex32:drugbank-api-key}}"
resp <- request("https://api.drugbank.com/v1/drugs/DB06605/targets") |>
  req_headers(Authorization = db_key) |>
  req_perform()
# DB06605 = apixaban; UNII 3Z9Y7UWC1J ; InChIKey QNZCBYKSOIHPEH-UHFFFAOYSA-N
str(resp_body_json(resp), max.level = 1)
