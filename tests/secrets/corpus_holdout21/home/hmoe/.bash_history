wwctl node list -a | head -20
wwctl profile set default --ipmiuser admin --ipmipass {{password:bmc-password}} --ipmiinterface lanplus --yes
wwctl node set gpu[01-16] --ipmiaddr 10.50.1.%d --yes
wwctl power status gpu07
wwctl overlay build
ilorest login 10.50.2.21 -u Administrator -p {{password:ilo-password}}
ilorest serverinfo --firmware
ilorest logout
./OneCli misc ospower reboot --bmc USERID:{{password:xcc-password}}@10.50.3.11
sum -i 10.50.4.5 -u ADMIN -p "$SMC_BMC_PW" -c ActivateProductKey --key {{supermicro_product_key}}
ipmitool -I lanplus -H 10.50.1.7 -U admin -y {{hex40:ipmi-kg-key}} -E chassis power status
ipmitool -I lanplus -H 10.50.1.7 -U admin -E sol activate
ssh cumulus@leaf01.mgmt 'nv show system aaa user'
