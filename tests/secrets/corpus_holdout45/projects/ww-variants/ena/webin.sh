#!/bin/bash
# Raw reads to ENA (the utility's wastewater umbrella project PRJEB61234).
java -jar webin-cli-8.1.0.jar -context reads -userName Webin-71204 \
     -password '{{password:ena-webin-password}}' \
     -manifest manifests/WW0441.manifest -inputDir fastq/ -submit
# checksum of the jar from the release page: sha256 1f3e5a7c9b0d2f4e6a8c1b3d5f7e9a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d1f3e
