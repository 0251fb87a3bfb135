#!/bin/bash
# Trigger the nightly module-build job from cron on the build host.
JENKINS=https://jenkins.skua.example.edu
curl -fsS -X POST -u dvoronova:{{jenkins:jenkins-api-token}} "$JENKINS/job/spack-nightly/buildWithParameters?TARGET=zen4"
