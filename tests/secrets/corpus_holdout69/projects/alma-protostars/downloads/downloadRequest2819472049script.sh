#!/bin/bash
# ALMA request handler download script (request 2819472049)
export USERNAME=balbuquerque
export MAXIMUM_PARALLEL_DOWNLOADS=4
export DOWNLOADER=wget

LIST=(
"https://almascience.eso.org/dataPortal/requests/balbuquerque/2819472049/ALMA/2023.1.00412.S_uid___A001_X3571_X1d3_001_of_001.tar/2023.1.00412.S_uid___A001_X3571_X1d3_001_of_001.tar"
"https://almascience.eso.org/dataPortal/requests/balbuquerque/2819472049/ALMA/2023.1.00412.S_uid___A001_X3571_X1d7_001_of_001.tar/2023.1.00412.S_uid___A001_X3571_X1d7_001_of_001.tar"
)

read -s -p "Password for $USERNAME: " PASSWORD
for url in "${LIST[@]}"; do
    wget --auth-no-challenge --user="$USERNAME" --password="$PASSWORD" -c "$url"
done
