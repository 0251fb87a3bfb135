# RGW admin user "tf-storage" (radosgw-admin user info --uid=tf-storage)
rgw_access_key = "{{s3_access_key:s3-access-key}}"
rgw_secret_key = "{{random40:s3-secret-key}}"
