dx login --token {{alnum32:dnanexus-api-token}} --noprojects
dx select project-GqZ8b2j0Fv1YqkX4pJ7y9B3K
dx download file-Gq9J2Vj0bZ2F0p8K3x1Y4z7Q
omero login -s omero.redshank.example.org -u hnishimura -w {{password:omero-password}} -p 4064
omero import -d 2841 /scratch/hnishimura/xenium/output-XETG00161__0018432__Region_1__20240611__101512/morphology_focus
mc cp --recursive /scratch/hnishimura/zarr/ redshank/spatial-atlas/zarr/
md5sum outs/transcripts.zarr.zip
nextflow run nf-core/spatialvi -r 1.0.0 -profile singularity -params-file params.yaml
synapse get -r syn51234567
