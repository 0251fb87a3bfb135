#!/bin/sh
# Register the study and samples through the ENA programmatic drop box (test server first).
ENA=https://wwwdev.ebi.ac.uk/ena/submit/drop-box/submit/
[ "$1" = "--prod" ] && ENA=https://www.ebi.ac.uk/ena/submit/drop-box/submit/

curl -u Webin-61234:{{password:ena-webin-password}} \
  -F "SUBMISSION=@submission.xml" \
  -F "PROJECT=@project.xml" \
  -F "SAMPLE=@samples.xml" \
  "$ENA"
