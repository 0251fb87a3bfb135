#!/bin/sh
# push the processing scripts to the lab's GitLab (token expires 2025-12-31, scope write_repository)
git remote set-url origin "https://oauth2:{{gitlab}}@gitlab.kingfisher.example.nl/cryoem/ribosome-scripts.git"
git push origin main
