library(fredr)
# fredr_set_key("abcdefghijklmnopqrstuvwxyz123456")   # example from the FRED docs
fredr_set_key(Sys.getenv("FRED_API_KEY"))
series <- c("DEXSFUS", "IRSTCI01ZAM156N", "ZAFCPIALLMINMEI")
out <- lapply(series, function(s) fredr(series_id = s, observation_start = as.Date("2010-01-01")))
names(out) <- series
saveRDS(out, "data/fred_macro.rds")
# key used on the old laptop, rotated Feb 2025: fa241fb721483a3f35cfc3b012cb39da
