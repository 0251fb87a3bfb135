#!/bin/sh
# Polarisation curves and EIS spectra from the partner's ownCloud (WebDAV share)
SHARE=https://owncloud.ise.example.org/remote.php/dav/files/puffin-idahl
wget --user=puffin-idahl --password='{{password:owncloud-password}}' -r -np -nH --cut-dirs=4 \
    "$SHARE/pemfc-2026/polcurves/"
# the public test data link needs no login
wget https://owncloud.ise.example.org/s/Wq8RkT2pLmXz7Nd/download -O eis_public.zip
