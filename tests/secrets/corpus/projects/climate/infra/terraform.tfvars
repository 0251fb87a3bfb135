# Object storage for the ERA5 mirror.
bucket_name      = "era5-mirror"
region           = "eu-central-1"
db_password      = "{{password:structured-secret}}"
api_token_ttl    = "720h"
kms_key_id       = "arn:aws:kms:eu-central-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab"
