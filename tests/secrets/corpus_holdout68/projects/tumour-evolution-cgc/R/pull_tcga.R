# Pull TCGA-LUAD WES BAM metadata from the CGC and the PyClone-VI results we
# ran there.
library(sevenbridges2)
library(dplyr)

# a <- Auth$new(from = "file", profile_name = "default")   # preferred
a <- Auth$new(
  token = "{{hex32:sevenbridges-auth-token}}",
  platform = "cgc"
)
p <- a$projects$get(id = "hraj/tumour-evolution-luad")
files <- p$list_files(limit = 100)
meta <- purrr::map_dfr(files$items, ~ tibble(
  id = .x$id,                                # e.g. 5f6a1c2be4b0a7d1c3f0e9a1
  name = .x$name,
  case = .x$metadata$case_id                 # GDC case UUID
))
stopifnot(!anyNA(meta$case))
readr::write_tsv(meta, "data/cgc_luad_files.tsv")

# cBioPortal for the matched clinical data
cbio_token <- "{{uuid:cbioportal-data-access-token}}"
