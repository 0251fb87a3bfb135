#!/bin/bash
# firmware inventory of the storage servers (iDRAC9)
for h in idrac-stor01 idrac-stor02 idrac-stor03; do
  racadm -r $h.mgmt.pipit.example.at -u root -p '{{password:idrac-password}}' --nocertwarn swinventory
done
# default iDRAC password on new boxes is on the pull-out tag, e.g. "calvin" on the old R730s -- always changed at install
