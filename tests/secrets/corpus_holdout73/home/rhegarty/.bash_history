ssh cmk01
omd status whinchat
su - whinchat -c 'cmk -R'
cat ~whinchat/var/check_mk/web/automation/automation.secret
curl -s -H "Authorization: Bearer automation {{whinchat_checkmk_secret}}" https://cmk.whinchat.example.ie/whinchat/check_mk/api/1.0/version | jq .
icinga2 pki ticket --cn beegfs-meta01.whinchat.example.ie
icinga2 daemon -C
curl -k -s -u root:{{password:icinga2-api-password}} 'https://icinga-master.whinchat.example.ie:5665/v1/objects/hosts?filter=host.state!=0' | jq '.results[].name'
curl -k -s -u director:$ICINGA_DIRECTOR_PW https://icinga-master.whinchat.example.ie:5665/v1/status
amtool check-config /etc/alertmanager/alertmanager.yml
amtool alert add test severity=page --alertmanager.url=http://localhost:9093
./notify_pagerduty.sh
python pd_maintenance.py
