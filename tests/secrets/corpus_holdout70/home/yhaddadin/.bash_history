module load R/4.4.1 gdal/3.9.2
Rscript R/download.R
curl -s -u yhaddadin:{{password:gbif-password}} -H "Content-Type: application/json" -X POST -d @query/lichens_nordic.json https://api.gbif.org/v1/occurrence/download/request
curl -s https://api.gbif.org/v1/occurrence/download/0048212-250426092105405 | jq .status
wget https://api.gbif.org/v1/occurrence/download/request/0048212-250426092105405.zip
sha256sum 0048212-250426092105405.zip
python python/plantnet.py --img data/photos/IMG_4821.jpg
snakemake -j 48 --profile slurm
git log --oneline -n 4
