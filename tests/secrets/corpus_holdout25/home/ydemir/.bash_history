curl -s -H "Authorization: Token token={{b64url64:zammad-access-token}}" "https://help.knot.example.edu/api/v1/tickets/search?query=state.name:open&limit=50" | jq length
zammad run rails r 'puts Setting.get("es_url")'
mailman members hpc-announce@lists.knot.example.edu | wc -l
curl -s -u restadmin:"$MM_REST_PW" http://localhost:8001/3.1/lists
certbot certonly --dns-rfc2136 --dns-rfc2136-credentials /etc/letsencrypt/rfc2136.ini -d help.knot.example.edu -d docs.knot.example.edu
openssl x509 -in /etc/letsencrypt/live/help.knot.example.edu/cert.pem -noout -fingerprint -sha256
mkdocs build --strict && rsync -a site/ docs01:/srv/docs/
curl -s -X POST -H "Authorization: Token {{hex40:readthedocs-api-token}}" https://readthedocs.org/api/v3/projects/knot-hpc-docs/versions/latest/builds/
git log -1 --format=%H
