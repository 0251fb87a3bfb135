# MATLAB Parallel Server on the cluster (excerpt of mjs_def.sh)
HOSTNAME=mjs01.wheatear.example.ie
BASE=/opt/matlab/R2026a/toolbox/parallel/bin
CHECKPOINTBASE=/var/lib/mjs/checkpoint
LOGBASE=/var/log/mjs
SECURITY_LEVEL=2
USE_SECURE_COMMUNICATION=true
SHARED_SECRET_FILE=/etc/mjs/secret/shared_secret
ALLOW_CLIENT_PASSWORD_CACHE=true
USE_LDAP_SERVER_AUTHENTICATION=true
LDAP_URL="ldaps://lldap.wheatear.example.ie:6360"
LDAP_SECURITY_PRINCIPAL_FORMAT="uid=[username],ou=people,dc=wheatear,dc=example,dc=ie"
