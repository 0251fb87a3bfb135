#!/bin/bash
# ENA submission of raw reads with Webin-CLI
for manifest in manifests/*.txt; do
    java -jar /apps/webin-cli/webin-cli-8.1.0.jar \
        -context reads \
        -username Webin-70412 \
        -password '{{password:ena-webin-password}}' \
        -manifest "$manifest" \
        -inputDir /scratch/hkim/fastq \
        -submit
done
