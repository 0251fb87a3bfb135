cd /projects/registres-nf
curl -s -F password="{{password:archivesspace-password}}" "https://aspace-staff.yellowhammer.example.ca/api/users/efortin/login" | jq -r .session
export ASPACE_SESSION={{hex64:archivesspace-session-token}}
curl -s -H "X-ArchivesSpace-Session: $ASPACE_SESSION" "https://aspace-staff.yellowhammer.example.ca/api/repositories/2/resources?page=1" | jq '.results[].title'
curl -s -H "X-ArchivesSpace-Session: $ASPACE_SESSION" "https://aspace-staff.yellowhammer.example.ca/api/repositories/2/resource_descriptions/118.xml" > ead/registre-118.xml
curl -F password="admin" "http://localhost:8089/users/admin/login"
amclient close-completed-transfers --am-user-name efortin {{hex40:archivematica-api-key}}
python -m pywikibot.scripts.login -site:wikibase:yh
python annotation/hypothesis_export.py --group Kz3Wd8pR
less logs/aspace-login.log
git status
