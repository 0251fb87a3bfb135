#!/bin/bash
# Apply the BIOS profile to the new GPU nodes (racadm, iDRAC9)
for n in $(seq -w 1 16); do
  racadm -r idrac-gpu$n.mgmt.eider.example.edu -u root -p {{alnum12:idrac-password}} \
    set BIOS.SysProfileSettings.SysProfile PerfOptimized
done
# factory default was root/calvin; changed on delivery
racadm -r idrac-gpu01.mgmt.eider.example.edu -u root -p "$IDRAC_PASS" jobqueue view
