cd /projects/lipid-atlas
module load nextflow/24.10.2 apptainer
nextflow run nf-core/quantms -r 1.3.0 -profile apptainer -params-file nextflow/params.yaml
java -jar ~/tools/px-submission-tool-2.9.1.jar
ascp -QT -l300m -k1 -d submission/PXD_upload/ pride-drop-009@hx-fasp-1.ebi.ac.uk:/
lftp -u MSV_avocet_lipids,{{password:massive-ftp-password}} massive-ftpupload.ucsd.edu -e "mirror -R submission/massive/ /; quit"
curl -s -H "user_token: {{uuid:metabolights-api-token}}" https://www.ebi.ac.uk/metabolights/ws/studies/MTBLS11893/files
python scripts/panorama_upload.py --folder /Avocet/LipidAtlas
Rscript -e 'rmarkdown::render("notebooks/qc_report.Rmd")'
md5sum results/*.mzTab
