# Bilateral flows of HS 8471/8542/8517 (dual-use electronics) via Comtrade Plus
library(comtradr)
set_primary_comtrade_key("{{hex32:comtrade-subscription-key}}")

flows <- ct_get_data(
  reporter = c("KAZ", "KGZ", "ARM", "ARE", "TUR"),
  partner = c("RUS", "CHN", "DEU"),
  commodity_code = c("8471", "8542", "8517"),
  start_date = 2019, end_date = 2025,
  flow_direction = c("import", "export", "re-export")
)
arrow::write_parquet(flows, "data/comtrade_dualuse.parquet")
