iinit
ils -L /godwitZone/home/rthompson
iadmin mkuser svc_globus rodsuser
iadmin moduser svc_globus password '{{irods}}'
irule -r irods_rule_engine_plugin-irods_rule_language-instance 'writeLine("stdout", "ok")' null ruleExecOut
ichksum -r /godwitZone/projects/cryoet-ribosome/empiar
globus-connect-server endpoint show
globus-connect-server collection list
mc alias set godwit-s3 https://s3.godwit.example.edu.au godwit-admin '{{password:minio-root-password}}'
mc admin info godwit-s3
radosgw-admin user info --uid=reef-bleaching
restic -r s3:https://s3.godwit.example.edu.au/restic-nextcloud snapshots
sudo -u www-data php occ config:system:get instanceid
