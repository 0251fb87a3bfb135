bs auth --api-server https://api.euc1.sh.basespace.illumina.com
bs list runs
bs download run -i 289461174 -o /scratch/kasante/runs/WW-2026-44
nextflow run nf-core/viralrecon -r 2.6.0 -profile apptainer -params-file nf-params.json -with-tower
freyja update --outdir /projects/ww-variants/barcodes
freyja demix variants/WW0441.tsv depths/WW0441.depth --barcodes barcodes/usher_barcodes.feather --output demix/WW0441.out
cli3 authenticate --username kasante --client_id Gx7kR2mQ9vT4pL8nW3sZ6yB1
cli3 upload --database EpiCoV --token gisaid.authtoken --metadata gisaid/meta_2026_44.csv --fasta gisaid/seqs_2026_44.fasta --log gisaid/upload.log
curl -X POST -H 'Content-type: application/json' --data '{"text":"WW week 44 demix done"}' https://hooks.slack.com/services/{{slack_webhook}}
esearch -db sra -query "PRJNA1123456" -api_key $NCBI_API_KEY | efetch -format runinfo > runinfo.csv
