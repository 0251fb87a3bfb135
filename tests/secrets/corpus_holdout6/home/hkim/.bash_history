nextflow secrets list
nextflow secrets set NCBI_API_KEY
nextflow run nf-core/mag -r 3.1.0 -profile skua -resume -with-tower
tw runs list --workspace 274930184312094
dx login --token {{alnum32:dnanexus-api-token}} --noprojects
dx select project-GxQ4v2j0Kb5yY3pF6zJ8k1Vq
dx download -r /soil/raw
synapse login
bs list projects
md5sum -c checksums.md5
