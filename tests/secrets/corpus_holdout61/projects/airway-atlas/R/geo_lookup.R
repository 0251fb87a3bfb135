library(rentrez)
library(Seurat)

# key is in ~/.Renviron as ENTREZ_KEY; this line is from the first try
set_entrez_key("{{ncbi}}")
res <- entrez_search(db = "gds", term = "airway epithelium[All Fields] AND 10x[All Fields]", retmax = 50)
print(res$ids)

so <- readRDS("/scratch/project_2007751/seurat/batch3.rds")
so <- SCTransform(so, vars.to.regress = "percent.mt")
