cd /projects/redes-sociales
Rscript R/tiktok_pull.R
curl --location 'https://open.tiktokapis.com/v2/oauth/token/' --header 'Content-Type: application/x-www-form-urlencoded' --data-urlencode 'client_key=awq8h2k4n6p9r1t3' --data-urlencode 'client_secret={{alnum32:tiktok-client-secret}}' --data-urlencode 'grant_type=client_credentials'
curl --location 'https://open.tiktokapis.com/v2/oauth/token/' --data-urlencode 'client_key=CLIENT_KEY' --data-urlencode 'client_secret=CLIENT_SECRET' --data-urlencode 'grant_type=client_credentials'
apify call apify/instagram-hashtag-scraper --token {{apify_token}} -i '{"hashtags":["incendioschile"],"resultsLimit":200}'
python python/mastodon_stream.py
