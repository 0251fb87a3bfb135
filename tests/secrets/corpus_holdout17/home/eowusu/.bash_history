cd /projects/rare-disease-wgs
dx login --token {{alnum32:dnanexus-token}} --noprojects
dx select project-GZ4kq0j0Vb6yPx8f3Q1y2K7B
dx download file-GZ4p9Q80Vb6b3x1ZqKJyV3Yf
pyega3 -cf ~/.pyega3_credentials.json fetch EGAD00001009876 --output-dir /scratch/eowusu/ega
pyega3 -cf ~/.pyega3_credentials.json files EGAD00001009876
java -Xmx24g -jar exomiser-cli-14.0.0.jar --analysis config/exomiser-trio.yml
curl -H "apiKey: {{alnum24:omim-api-key}}" "https://api.omim.org/api/entry?mimNumber=601728&format=json"
export NCBI_API_KEY={{ncbi:ncbi-api-key}}
esearch -db clinvar -query "SCN1A[gene] AND pathogenic[clnsig]" | efetch -format docsum
sha1sum exomiser-cli-14.0.0.jar
