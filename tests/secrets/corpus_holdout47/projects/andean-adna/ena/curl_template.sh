#!/bin/sh
# Template: programmatic submission to the ENA test server
curl -u Webin-61234:<your-webin-password> \
  -F "SUBMISSION=@submission.xml" -F "SAMPLE=@sample.xml" \
  "https://wwwdev.ebi.ac.uk/ena/submit/drop-box/submit/"
