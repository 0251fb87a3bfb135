# MATLAB Parallel Server (MJS) on the Godwit cluster
HOSTNAME=mjs01.godwit.example.edu.au
SECURITY_LEVEL=2
USE_SECURE_COMMUNICATION=true
REQUIRE_CLIENT_CERTIFICATE=true
SHARED_SECRET_FILE=/etc/mjs/secret
ALLOW_CLIENT_PASSWORD_CACHE=true
ADMIN_USER=mjsadmin
# admin password passed to startjobmanager -secure on first start:
#   startjobmanager -name godwit -remotehost mjs01 -adminpassword "$(cat /root/.mjs-admin)"
