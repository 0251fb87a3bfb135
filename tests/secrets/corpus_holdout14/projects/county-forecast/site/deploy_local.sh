#!/bin/sh
# when Actions is down: deploy from the login node
quarto render site
netlify deploy --prod --dir site/_site --site 3c8f1e2a-6b9d-4d70-a5e3-9f1b2c7d8e04 --auth {{netlify_pat:netlify-access-token}}
