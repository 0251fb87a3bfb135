#!/bin/bash
# publish the analysis release to /cvmfs/atlas-dimuon.bullfinch.example.pt through the gateway
# (the publisher box has the gateway key in /etc/cvmfs/keys/atlas-dimuon.bullfinch.example.pt.gw:
#  "plain_text dimuon-publisher <secret>"; copy kept here for the rebuild of bf-cvmfs-pub)
REPO=atlas-dimuon.bullfinch.example.pt
GW_KEY_LINE="plain_text dimuon-publisher {{cvmfs_gateway_secret}}"

cvmfs_server transaction "$REPO/releases/v7.2.1"
rsync -a --delete build/install/ "/cvmfs/$REPO/releases/v7.2.1/"
cvmfs_server publish -m "dimuon-fw 78e41931fe6a23c522e4fa3cc8f7152902486396" "$REPO"
