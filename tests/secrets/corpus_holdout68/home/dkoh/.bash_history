ssh gpu-node07
cd /scratch/dkoh/prostate-mri-label
pip install monailabel==0.8.4
monailabel apps --download --name radiology --output apps
monailabel datasets --download --name Task05_Prostate --output datasets
bash monailabel/start_server.sh
curl -s -X POST https://sso.goldcrest.example.sg:8843/realms/imaging/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=monailabel-app -d client_secret={{alnum32:keycloak-client-secret}} | jq -r .access_token
curl -s http://gpu-node07:8000/info/ -H "Authorization: Bearer $TOKEN" | jq .models
getscu -aet DKOHWS -aec GCMRI pacs.goldcrest.example.sg 11112 -k StudyInstanceUID=1.3.6.1.4.1.14519.5.2.1.7311.5101.160028252338004527274326500702 -od incoming/
docker compose -f dcm4chee/docker-compose.yml up -d
docker compose -f dcm4chee/docker-compose.yml logs keycloak | tail -50
ngc config set
sha256sum apps/radiology/model/pretrained_segmentation_prostate.pt
