cd /projects/default-effects/otree
pip install -U otree==5.11.4
otree devserver 8001
otree zip
otree prodserver 8001
heroku login -i
heroku config:set OTREE_ADMIN_PASSWORD={{password:otree-admin-password}} -a default-effects-otree
heroku config:set OTREE_PRODUCTION=1 OTREE_AUTH_LEVEL=STUDY -a default-effects-otree
heroku config:get DATABASE_URL -a default-effects-otree
curl -s -H "Authorization: Token {{prolific_token}}" https://api.prolific.com/api/v1/users/me/ | jq .
curl -s -H "Authorization: Token $PROLIFIC_TOKEN" "https://api.prolific.com/api/v1/studies/6718a2c4f0e9b13d52a7c8e1/submissions/" | jq '.results | length'
aws mturk get-account-balance --profile mturk --endpoint-url https://mturk-requester-sandbox.us-east-1.amazonaws.com
curl -s -X POST -H "otree-rest-key: {{alnum32:otree-rest-key}}" https://default-effects-otree.herokuapp.com/api/sessions -d '{"session_config_name":"default_pension","num_participants":400}'
python scripts/prolific_bonus.py --study 6718a2c4f0e9b13d52a7c8e1 --dry-run
