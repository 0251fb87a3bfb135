iinit
ils /puffinZone/home/skearney
iadmin mkuser svc_dataverse rodsuser
iadmin moduser svc_dataverse password {{password:irods-user-password}}
iadmin lz
curl -H "X-Dataverse-key:{{uuid:dataverse-api-token}}" https://dataverse.puffin.example.edu/api/dataverses/puffin/contents
curl -u PUFFIN.DATA https://api.datacite.org/dois?prefix=10.82730
mc alias set puffin https://s3.puffin.example.edu rdm-admin '{{password:minio-secret-key}}'
mc admin info puffin
systemctl status ckan
