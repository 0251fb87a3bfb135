cd ~/projects/tei-lettres
ant xar
xst upload build/lettres-huguenotes-1.4.2.xar /db/system/repo
curl -s -X POST https://account.readcoop.eu/auth/realms/readcoop/protocol/openid-connect/token -d grant_type=password -d client_id=processing-api-client -d username=maud.lefebvre@sanderling.example.org -d password='{{password:transkribus-password}}'
saxon -s:data/letters -xsl:xsl/tei2html.xsl -o:build/html
java -jar jing.jar schema/tei_all.rng data/letters/L0142.xml
git commit -am "letters 0140-0149: normalised dates"
netlify deploy --prod --dir build/html --site 2a7c4e91-3b5d-4f6a-8c0e-1d2f3a4b5c6d
gh api repos/sanderling-dh/lettres-huguenotes/releases --jq '.[0].tag_name'
