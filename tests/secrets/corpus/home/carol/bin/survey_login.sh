#!/bin/bash
# LimeSurvey RemoteControl: log in, export the responses, log out
curl -s -H 'Content-Type: application/json' -d '{"method":"get_session_key","params":["carol","{{password14:limesurvey-rpc-password}}"],"id":1}' https://survey.example.edu/index.php/admin/remotecontrol
