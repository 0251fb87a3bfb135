# source before b2 sync of raw PIV frames (150 GB a run)
export B2_APPLICATION_KEY_ID={{b2_key_id}}
export B2_APPLICATION_KEY={{b2_key}}
export B2_BUCKET=godwit-piv-raw
