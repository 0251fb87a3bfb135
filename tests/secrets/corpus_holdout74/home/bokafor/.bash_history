aws --profile mturk mturk get-account-balance --endpoint-url https://mturk-requester-sandbox.us-east-1.amazonaws.com
python mturk/post_hits.py --sandbox --n 20
python mturk/post_hits.py --n 400
aws --profile mturk mturk list-assignments-for-hit --hit-id 3YZ8UPK3VTLE2ODQUTAZEDS5MN1UC4
Rscript dataverse/deposit.R
curl -X POST -H "X-API-TOKEN: $QUALTRICS_TOKEN" https://dunnock.syd1.qualtrics.com/oauth2/token -d grant_type=client_credentials
export QUALTRICS_TOKEN={{random40:qualtrics-api-token}}
