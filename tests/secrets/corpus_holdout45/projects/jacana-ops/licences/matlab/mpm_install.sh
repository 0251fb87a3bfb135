#!/bin/bash
# MATLAB Parallel Server R2024b for the MJS cluster — mpm does not need a key, the installer does.
./mpm install --release=R2024b --destination=/apps/matlab/R2024b \
     --products MATLAB_Parallel_Server Parallel_Computing_Toolbox
./install -mode silent -agreeToLicense yes -fileInstallationKey {{matlab_fik}} \
     -destinationFolder /apps/matlab/R2024b-update -product.MATLAB_Runtime
# shared secret for MJS (createSharedSecret -file /apps/matlab/mjs/secret); base64 copy for the
# ansible role, because the file must be identical on every worker:
MJS_SECRET_B64='{{b64_64:matlab-mjs-shared-secret}}'
echo "$MJS_SECRET_B64" | base64 -d > /apps/matlab/mjs/secret
