cd /project/scriptoria-htr
curl -s -X POST https://transkribus.eu/TrpServer/rest/auth/login -d user=mathilde.vasseur@stilt.example.org -d "pw=$TRANSKRIBUS_PASSWORD"
curl -s -b "JSESSIONID={{hex32_upper:transkribus-session-id}}" https://transkribus.eu/TrpServer/rest/collections/list
curl -s -b "JSESSIONID=$SID" "https://transkribus.eu/TrpServer/rest/collections/184203/1923377/fulldoc"
ketos train -f page -d cuda:0 -o kraken/models/cremma data/gt/*.xml
sha256sum kraken/models/*.mlmodel
git remote -v
kraken -i f12r.jpg f12r.txt segment -bl ocr -m $KRAKEN_MODEL
