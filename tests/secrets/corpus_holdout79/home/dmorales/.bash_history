module load nextflow/24.10.1 apptainer/1.3.4
nextflow secrets list
nextflow secrets set OPENBIS_PASSWORD
nextflow secrets set PRIDE_PASSWORD '{{password:pride-submission-password}}'
nextflow run nf-core/quantms -r 1.3.0 -profile apptainer,whitethroat -params-file pipelines/tmt_2026_11.yaml
cd /projects/proteome-core/submit
java -jar px-submission-tool-2.10.2.jar -help
java -jar px-submission-tool-2.10.2.jar -submission submission.px -user dmorales@whitethroat.example.cl -password '{{password:pride-submission-password}}'
lftp -u MSV000097731,{{password:massive-ftp-password}} massive-ftp.ucsd.edu
lftp -u dmorales_wt massive-ftp.ucsd.edu
curl -c /tmp/mascot.cookies "https://mascot.whitethroat.example.cl/mascot/cgi/login.pl?action=login&username=dmorales&password={{password_url:mascot-password}}&display=nothing&savecookie=1"
curl -b /tmp/mascot.cookies "https://mascot.whitethroat.example.cl/mascot/x-cgi/ms-status.exe?Autorefresh=false&Show=RECENT"
python scripts/register_openbis.py --run 20261102_TMT_plex3
sha256sum raw/20261102_TMT_plex3_F*.raw > raw/SHA256SUMS
curl -s -u lims-robot:{{password:senaite-password}} "https://lims.whitethroat.example.cl/senaite/@@API/senaite/v1/AnalysisRequest?review_state=sample_received" | jq '.count'
