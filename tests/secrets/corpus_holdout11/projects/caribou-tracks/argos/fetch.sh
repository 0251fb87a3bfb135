#!/bin/sh
# Argos Web Service (CLS): POST the getXml envelope; PTTs 213401-213420 belong to program 5731
curl -s -H 'Content-Type: application/soap+xml' --data @argos/getXml.xml \
  https://ws-argos.cls.fr/argosDws/services/DixService > argos/out/$(date +%F).xml
