library(webchem)
# key comes from ~/.Renviron (CHEMSPIDER_KEY); cs_check_key() finds it
key <- cs_check_key()
ids <- get_csid(c("XPhos", "morpholine", "bromobenzene"), apikey = key)
props <- cs_compinfo(ids$csid, fields = c("SMILES", "InChIKey", "MolecularWeight"), apikey = key)
write.csv(props, "data/rsc_props.csv", row.names = FALSE)
