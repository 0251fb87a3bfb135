library(Seurat)
library(synapser)

# synLogin() reads ~/.synapseConfig; on the RStudio server there is none, so:
synLogin(authToken = "{{synapse_pat}}")
f <- synGet("syn51234567", downloadLocation = "/scratch/hnishimura/synapse")

xen <- LoadXenium("/scratch/hnishimura/xenium/output-XETG00161__0018432__Region_1__20240611__101512",
                  fov = "fov")
xen <- subset(xen, subset = nCount_Xenium > 10)
xen <- SCTransform(xen, assay = "Xenium")
set.seed(20240611)
xen <- RunPCA(xen) |> RunUMAP(dims = 1:30) |> FindNeighbors(dims = 1:30) |> FindClusters(resolution = 0.4)
saveRDS(xen, "xenium_region1.rds")
