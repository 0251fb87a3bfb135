module load qupath/0.5.1 java/21
QuPath script -p /projects/tumour-atlas/qupath/project.qpproj scripts/push_annotations.groovy
az login --use-device-code
az storage blob list --account-name skuapathology --container-name wsi-archive --auth-mode login -o table
az storage container generate-sas --account-name skuapathology -n wsi-archive --permissions rl --expiry 2026-12-31 --auth-mode login --as-user
curl -u ebakker "https://orthanc.skua.example.edu/studies"
storescu -aet SKUAPATH -aec P1000 10.40.12.31 104 +sd /scratch/ebakker/dicom/TA-0001
openssl x509 -in /projects/tumour-atlas/orthanc/tls/orthanc.pem -noout -fingerprint -sha256
