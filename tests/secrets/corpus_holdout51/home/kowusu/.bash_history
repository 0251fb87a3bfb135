cd /project/phospho-atlas
sbatch maxquant.sbatch mqpar.xml
sacct -j 41877213 --format=JobID,Elapsed,MaxRSS,State
md5sum raw/*.raw > raw/checksum.txt
java -jar ~/bin/px-submission-tool-2.9.2.jar -u k.owusu@dipper.example.ca -p '{{password:pride-account-password}}' -s submission/submission.px
lftp -u pride_drop_k2019,{{alnum12:pride-ftp-password}} ftp-private.ebi.ac.uk
ls submission/
java -jar ~/bin/px-submission-tool-2.9.2.jar --help
curl -s "https://www.ebi.ac.uk/pride/ws/archive/v2/projects/PXD052314" | jq .title
Rscript analysis/limma_de.R
git commit -am "phosphosite localisation cut-off 0.75"
