# MATLAB Parallel Server (MJS) definitions for the burst cluster
HOSTNAME=mjs01.redshank.example.org
BASE_PORT=27350
SECURITY_LEVEL=2
USE_SECURE_COMMUNICATION=true
REQUIRE_CLIENT_CERTIFICATE=true
ALLOW_CLIENT_PASSWORD_CACHE=true
# the shared secret is created with createSharedSecret and copied to each worker
SHARED_SECRET_FILE=/opt/matlab/mjs/secret/mjs.secret
ADMIN_USER=admin
