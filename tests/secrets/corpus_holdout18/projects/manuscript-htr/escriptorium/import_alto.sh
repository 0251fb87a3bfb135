#!/bin/sh
# eScriptorium REST API: token from Profile -> API key
ESCR=https://escriptorium.kittiwake.example.edu/api
curl -s -H "Authorization: Token {{hex40:escriptorium-token}}" "$ESCR/documents/?name=MS%20217" | jq '.results[].pk'
curl -s -H "Authorization: Token ${ESCR_TOKEN}" -F "upload_file=@alto.zip" "$ESCR/documents/41/imports/"
