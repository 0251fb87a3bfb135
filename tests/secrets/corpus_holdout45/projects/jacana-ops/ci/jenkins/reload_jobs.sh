#!/bin/bash
# Reload Jenkins jobs from disk after the nightly config-as-code push.
JENKINS_URL=https://jenkins.jacana.example.org
java -jar /opt/jenkins-cli.jar -s "$JENKINS_URL" -auth oadeyemi:{{jenkins}} reload-configuration
curl -fsS -X POST -u "oadeyemi:$JENKINS_API_TOKEN" "$JENKINS_URL/job/containers/job/base-images/build?delay=0sec"
# crumb example from the logs: Jenkins-Crumb:4f1a9d0c2b7e6e3a5c8d1f0b9a2e7c4d
