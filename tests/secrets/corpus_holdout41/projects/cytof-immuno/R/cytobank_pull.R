library(CytobankAPI)
library(flowCore)

# token from Cytobank -> Profile -> API token (valid 8 h); re-paste each morning
cyto_session <- authenticate(site = "yellowlegs",
                             auth_token = "{{jwt:cytobank-api-token}}")
# cyto_session <- authenticate(site = "premium", username = "cyril_cytometry", password = "cytobank_rocks!")
exp <- experiments.show(cyto_session, experiment_id = 48213)
fcs <- fcs_files.list(cyto_session, experiment_id = 48213)
fcs_files.download_zip(cyto_session, experiment_id = 48213, fcs_files = fcs$id,
                       directory = "/scratch/praghunathan/cytof/48213")
