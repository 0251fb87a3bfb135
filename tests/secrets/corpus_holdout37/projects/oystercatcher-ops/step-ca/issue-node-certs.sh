#!/bin/sh
# short-lived host certs for the Slurm nodes
for n in $(sinfo -h -N -o %N | sort -u); do
  step ca certificate "$n.oystercatcher.example.org" "/srv/certs/$n.crt" "/srv/certs/$n.key" \
    --provisioner admin@oystercatcher.example.org --provisioner-password-file ~/.step/secrets/password.txt --not-after 24h
done
# one-off with the password inline (don't do this again):
# step ca token node042.oystercatcher.example.org --password-file <(echo '{{password:step-ca-password}}')
