#!/bin/bash
# Consent records live in the clinical-trials REDCap project 412.
curl -sS -X POST https://redcap.puffin.example.ac.uk/api/ \
  -d token={{hex32_upper:redcap-api-token}} \
  -d content=record -d format=json -d type=flat -d 'fields[0]=record_id' -d 'fields[1]=consent_date'
