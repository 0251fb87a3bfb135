#!/bin/bash
# quick capacity report from the Storage Scale management API (GUI node ess-gui01)
API=https://ess-gui01.crossbill.example.pl:443/scalemgmt/v2
curl -s -k -u monitor:'{{password:scale-gui-password}}' "$API/filesystems/archive/filesets?fields=:all:" \
  | jq -r '.filesets[] | [.filesetName, .usage.inodeSpaceUsedInodes] | @tsv'
curl -s -k -u monitor:"$SCALE_GUI_PASS" "$API/nodes?fields=:all:" | jq '.nodes | length'
