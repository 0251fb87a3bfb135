docker compose up -d orthanc orthanc-db
curl -s -u obakare:{{password:orthanc-password}} https://orthanc.dipper.example.ca:8042/statistics | jq .
curl -s -H "Authorization: Bearer {{jwt:dicomweb-bearer-token}}" "https://pacs-gw.dipper.example.ca/dicom-web/studies?ModalitiesInStudy=CT&limit=10"
storescu -aet OBAKARE -aec DIPPERCT orthanc.dipper.example.ca 4242 +sd /scratch/obakare/nlst/
findscu -S -aec DIPPERCT -k QueryRetrieveLevel=STUDY -k StudyInstanceUID orthanc.dipper.example.ca 4242
./NBIADataRetriever --cli manifests/nlst-ct.tcia -u obakare -p '{{password:tcia-password}}' -d /scratch/obakare/nlst
sbatch scripts/train_unet.sbatch
