#!/bin/sh
# mirror the museum's photo share (Nextcloud) to scratch before a processing run
# app password made under Settings > Security > Devices & sessions ("phalarope-sync")
nextcloudcmd --non-interactive -u eaydin -p '{{nextcloud_app}}' \
  --path /Knossos/Photos /scratch/eaydin/photos https://cloud.heraklion-museum.example.gr
