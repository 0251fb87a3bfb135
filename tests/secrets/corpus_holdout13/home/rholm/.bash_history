upsc ups-hall-a@localhost battery.charge
upsc ups-hall-a@localhost ups.load
snmpget -v3 -l authPriv -u nutmon -a SHA -A "$SNMP_AUTH" -x AES -X {{alnum12:snmpv3-priv-password}} ups-hall-a.mgmt 1.3.6.1.4.1.318.1.1.1.2.2.1.0
snmpwalk -v2c -c public pdu-r12a.mgmt 1.3.6.1.4.1.13742.6.5.4.3.1.4
ipmitool -I lanplus -H gpu07-bmc.mgmt -U ADMIN -E sdr type Temperature
systemctl status nut-monitor
sudo upsdrvctl start ups-hall-a
bash ipmi/bmc_power_cap.sh 5600
