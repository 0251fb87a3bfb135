ssh myshake@10.42.7.11
rs-client -s R7E4C
rsudp -s ~/.config/rsudp/rsudp_settings.json
tail -f /tmp/rsudp/rsudp.log
curl -s "https://api.telegram.org/bot{{telegram:telegram-bot-token}}/getUpdates" | jq '.result[-1].message.chat.id'
python3 -c "from obspy.clients.fdsn import Client; print(Client('RASPISHAKE').get_stations(network='AM', station='R7E4C'))"
export RSUDP_TELEGRAM_TOKEN=$(pass show shake/telegram)
python3 scripts/post_event.py
ansible-playbook -i inventory/hosts.ini site.yml --ask-vault-pass
sshpass -p shakeme ssh myshake@10.42.7.15 'sudo raspi-config nonint do_hostname r88e1'
git log -1 --format=%H
