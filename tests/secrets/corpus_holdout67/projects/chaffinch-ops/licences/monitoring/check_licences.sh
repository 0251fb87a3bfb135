#!/bin/bash
# nagios-style check: free seats per feature on the three servers
lmxendutil -licstat -host lic1 -port 6200 | awk '/Feature/{f=$2} /in use/{print "lmx",f,$0}'
lsmon lic2 | grep -E 'Feature name|Maximum concurrent user|Unreserved tokens in use'
lmutil lmstat -a -c 27000@lic3 | grep 'Users of'
# LMX remote shutdown test (never in production):
# lmxendutil -shutdown -host lic1 -port 6200 -password "$LMX_REMOTE_PW"
