#!/bin/bash
# join the s3/smb access zone to the campus AD (run on pscale-cl1 node 1)
isi auth ads create campus.chaffinch.example.es --user svc-adjoin --password '{{password:ad-join-password}}' --groupnet groupnet0
isi zone zones modify s3 --add-auth-providers lsa-activedirectory-provider:CAMPUS.CHAFFINCH.EXAMPLE.ES
