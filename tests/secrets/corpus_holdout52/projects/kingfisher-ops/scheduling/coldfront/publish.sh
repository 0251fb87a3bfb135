#!/bin/sh
docker build -t kingfisherhpc/coldfront:1.1.6-knf3 .
docker login -u kingfisherhpc -p {{dockerhub}}
docker push kingfisherhpc/coldfront:1.1.6-knf3
