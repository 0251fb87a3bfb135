borg init --encryption=repokey-blake2 ssh://borg@backup02.hawfinch.example.kr/./repos/ipa01
BORG_PASSPHRASE='{{password:borg-passphrase}}' borg create --stats ssh://borg@backup02.hawfinch.example.kr/./repos/ipa01::ipa01-{now} /var/lib/ipa/backup
borg key export --paper ssh://borg@backup02.hawfinch.example.kr/./repos/ipa01 > paper-key-ipa01.txt
borg list ssh://borg@backup02.hawfinch.example.kr/./repos/ipa01 | tail -3
qlogin -cs commserve.hawfinch.example.kr -u admin -clp '{{password:commvault-password}}'
qlist job -co r
qlogout
curl -k -X POST https://vbr01.hawfinch.example.kr:9419/api/oauth2/token -H "x-api-version: 1.2-rev0" -d "grant_type=password&username=HAWFINCH%5Csvc-veeam-api&password={{password:veeam-api-password}}"
borgmatic --verbosity 1 --list --stats
sudo systemctl list-timers borgmatic.timer
ssh-keyscan -H backup02.hawfinch.example.kr >> ~/.ssh/known_hosts
