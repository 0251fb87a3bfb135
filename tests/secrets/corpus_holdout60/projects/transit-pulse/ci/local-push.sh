#!/bin/bash
# when the runner is down: push from login1
docker login -u transitpulse -p {{dockerhub:dockerhub-token}}
docker push transitpulse/otp:2.6.0-bunting
