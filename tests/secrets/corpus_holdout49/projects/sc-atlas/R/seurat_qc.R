library(Seurat)
library(synapser)
# HTAN lung reference, pulled from Synapse with a personal access token
synLogin(authToken = "{{synapse_pat}}")
ref <- synGet("syn24181445", downloadLocation = "/cluster/scratch/mchua/ref")
obj <- Read10X_h5("outs/filtered_feature_bc_matrix.h5")
obj <- CreateSeuratObject(obj, project = "lung", min.cells = 3)
obj[["percent.mt"]] <- PercentageFeatureSet(obj, pattern = "^MT-")
set.seed(1234)
