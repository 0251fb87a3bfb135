icav2 projects enter ww-surveillance-2026
icav2 projectdata download /fastq/run_2026-11-18/ ./fastq/
nextflow run nf-core/viralrecon -r 2.6.0 -profile singularity -c conf/dunlin.config --input samplesheet.csv
freyja demix variants/WW-0412.tsv depths/WW-0412.depth --output demix/WW-0412.tsv
Rscript -e 'rsconnect::setAccountInfo(name="dunlin-ww", token="{{hex32_upper:shinyapps-token}}", secret="<SECRET>")'
Rscript deploy_dashboard.R
psql "postgresql://wwdash:{{password:postgres-password}}@dbhost.dunlin.example.edu:5432/wastewater" -c '\dt'
git commit -am "lineage colours from pango 4.3.1"
