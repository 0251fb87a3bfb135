ssh rad1 sudo systemctl restart radsecproxy
radtest eduroam-probe@wigeon.example.nl '{{password:eduroam-probe-password}}' 10.60.1.10 0 "$RADIUS_SECRET"
eapol_test -c eapol_test-monitor.conf -a 10.60.1.10 -s testing123
swanctl --load-all
swanctl --list-sas
export MERAKI_DASHBOARD_API_KEY={{wigeon_meraki_key}}
python ssid_audit.py | sort
curl -s -H "Authorization: Bearer $MERAKI_DASHBOARD_API_KEY" https://api.meraki.com/api/v1/organizations | jq '.[].id'
ansible-playbook -i inventory site.yml --tags radius --ask-vault-pass
ssh wlc-a 'show wlan summary'
openssl s_client -connect tld1.eduroam.nl:2083 -showcerts </dev/null | openssl x509 -noout -fingerprint
