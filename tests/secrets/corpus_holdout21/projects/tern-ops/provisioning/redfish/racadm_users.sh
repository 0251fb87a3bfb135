#!/bin/bash
# Create the read-only monitoring account on every iDRAC (slot 3), password from the vault run
for ip in 10.50.1.{1..16}; do
  racadm -r "$ip" -u root -p "$IDRAC_ROOT_PW" set iDRAC.Users.3.UserName monitor
  racadm -r "$ip" -u root -p "$IDRAC_ROOT_PW" set iDRAC.Users.3.Password {{password:idrac-monitor-password}}
  racadm -r "$ip" -u root -p "$IDRAC_ROOT_PW" set iDRAC.Users.3.Privilege 0x1
  racadm -r "$ip" -u root -p "$IDRAC_ROOT_PW" set iDRAC.Users.3.Enable 1
done
