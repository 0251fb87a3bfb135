mysql -h db-cryoem.whitethroat.example.cl -u scarrasco -p'{{password:mariadb-password}}' leginondb -e 'select count(*) from SessionData'
mysqldump --defaults-file=~/.my.cnf projectdb > /backup/projectdb_$(date +%F).sql
cryosparcm createuser --email jperez@whitethroat.example.cl --password '{{password:cryosparc-user-password}}' --username jperez --firstname Juan --lastname Perez
cryosparcm status
cryosparcm licensestatus
curl -s -X POST https://ppms.eu/whitethroat/pumapi/ -d "apikey={{alnum32:ppms-pumapi-key}}&action=getsystems&format=json" | jq '.[] | .Name'
python booking/ppms_sync.py
