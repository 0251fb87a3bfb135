#!/bin/bash
# Push the kraken segmentation of a batch to eScriptorium (document 2291), one part per image.
ESCR=https://escriptorium.dh.example.edu/api
TOKEN={{hex40:escriptorium-api-token}}
for img in batch07/*.jpg; do
  curl -s -H "Authorization: Token $TOKEN" -F "image=@${img}" "$ESCR/documents/2291/parts/"
done
