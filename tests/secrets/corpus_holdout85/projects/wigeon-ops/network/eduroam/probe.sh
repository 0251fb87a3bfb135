#!/bin/sh
# Nagios-style eduroam check — exits 2 if the PEAP login fails
RADIUS_SECRET='{{password:monitor-radius-secret}}'
eapol_test -c /etc/eduroam/eapol_test-monitor.conf -a 10.60.1.10 -s "$RADIUS_SECRET" -t 10 >/tmp/eapol.out 2>&1
grep -q '^SUCCESS' /tmp/eapol.out && exit 0 || exit 2
# the eapol_test man page example uses "-s testing123"; that is the FreeRADIUS default, not ours
