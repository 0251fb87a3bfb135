#!/bin/bash
# Mirror the archive manifests to B2 (separate app key, bucket-restricted)
export B2_APPLICATION_KEY_ID={{b2_key_id}}
export B2_APPLICATION_KEY={{b2_key}}
b2 sync --keep-days 90 /srv/archive/manifests b2://redstart-archive-manifests/manifests
