#!/bin/sh
# Teltonika RUT241 on each LMA station: LTE uplink, local Wi-Fi for the field laptop, WireGuard
# home. Run once over the LAN after a factory reset (admin password printed on the label).
uci set system.@system[0].hostname="lma-${STATION}"
uci set network.mob1s1a1.apn='tern.iot'
uci set network.mob1s1a1.pincode="${SIM_PIN}"
uci set wireless.default_radio0.ssid='LMA-FIELD'
uci set wireless.default_radio0.encryption='psk2'
uci set wireless.default_radio0.key='{{password:wifi-psk}}'
uci set rms_mqtt.rms_connect_mqtt.enable='0'
uci commit
/etc/init.d/network reload
echo 'root:{{password14:router-admin-password}}' | chpasswd
