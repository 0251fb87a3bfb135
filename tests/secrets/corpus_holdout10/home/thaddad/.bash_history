ttn-lw-cli login --api-key {{ttn_key:ttn-api-key}}
ttn-lw-cli end-devices list pasture-soil-2026
ttn-lw-cli end-devices get pasture-soil-2026 soil-node-017 --root-keys
balena login --token {{alnum32:balena-api-key}}
balena push dunlin-pasture-gw
particle login --token {{hex40:particle-access-token}}
particle flash trough-level-04 firmware/trough_level.bin
mosquitto_pub -h mqtt.pasture.dunlin.example.edu -p 8883 -u gateway01 -P {{password:mqtt-password}} -t pasture/test -m hello
mosquitto_sub -h mqtt.pasture.dunlin.example.edu -p 8883 -u thaddad -t 'pasture/#' -v
git log --oneline | head
