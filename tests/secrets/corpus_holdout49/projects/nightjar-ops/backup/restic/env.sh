# source before running restic by hand: . /etc/restic/env.sh
export RESTIC_REPOSITORY=s3:https://s3.nightjar.example.ch/restic-home
export AWS_ACCESS_KEY_ID={{s3_access_key:minio-access-key}}
export AWS_SECRET_ACCESS_KEY={{random40:minio-secret-key}}
export RESTIC_PASSWORD={{password:restic-repository-password}}
export RESTIC_CACHE_DIR=/var/cache/restic
