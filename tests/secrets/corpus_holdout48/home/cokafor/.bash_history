gcloud auth application-default login
gcloud config set project malariagen-shrike-analysis
gsutil ls gs://vo_agam_release/v3/
python -c "import malariagen_data; ag3 = malariagen_data.Ag3(); print(ag3.sample_sets()[:5])"
export NCBI_API_KEY={{ncbi}}
esearch -db nuccore -query "Anopheles gambiae[Organism] AND kdr" | efetch -format fasta > kdr.fa
curl -u cokafor:'{{password:veupathdb-password}}' -O "https://vectorbase.org/common/downloads/Current_Release/AgambiaePEST/gff/data/VectorBase-68_AgambiaePEST.gff"
md5sum VectorBase-68_AgambiaePEST.gff
nextflow secrets set TOWER_ACCESS_TOKEN
nextflow run nf-core/sarek -r 3.4.2 -profile singularity,shrike -params-file config/sarek.yaml
globus login --no-local-server
globus transfer 6c54cade-bde5-45c1-bdea-f4bd71dba2cc:/~/ag3 d6f1c2a4-3b5e-4f7d-9a8c-0e2b4d6f8a1c:/projects/anopheles-genomics/raw --recursive
