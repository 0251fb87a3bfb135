#!/bin/bash
# Point a worker at the Deadline 10 database (run once per new render node image)
DC=/opt/Thinkbox/Deadline10/bin/deadlinecommand
$DC -ConfigureMongoDBDatabase mongo.render.redstart.example.se 27100 deadline10db true /opt/Thinkbox/certs/deadline-client.pfx "" true deadline_worker {{password:deadline-mongodb-password}} "" false
$DC -ChangeRepository Direct /mnt/deadline/repository
$DC -GetRepositoryVersion
