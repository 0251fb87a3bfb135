# source before running restic by hand (restic.readthedocs.io, "Backblaze B2")
export RESTIC_REPOSITORY=b2:kestrel-offsite:/home
export B2_ACCOUNT_ID={{b2_key_id:backblaze-key-id}}
export B2_ACCOUNT_KEY={{b2_key:backblaze-application-key}}
export RESTIC_PASSWORD_FILE=/root/.config/restic/home.pw
export RESTIC_CACHE_DIR=/var/cache/restic
