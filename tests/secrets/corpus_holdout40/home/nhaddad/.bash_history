racadm -r 10.10.3.21 -u root -p '{{password:idrac-password}}' getsysinfo
racadm -r 10.10.3.21 -u root -p calvin getsysinfo
racadm -r 10.10.3.22 -u root -p "$IDRAC_PASS" serveraction powercycle
ilorest login 10.10.4.11 -u Administrator -p {{password:ilo-password}}
ilorest serverinfo --firmware
ilorest logout
ipmitool -I lanplus -H 10.10.3.107 -U ADMIN -P '{{password:supermicro-bmc-password}}' chassis power status
ipmitool -I lanplus -H 10.10.3.108 -U ADMIN -P ******** sol activate
ipmitool -I lanplus -H 10.10.3.109 -U ADMIN -y {{hex40:ipmi-kg-key}} -P "$BMC_PW" sdr list
./sum -i 10.10.3.107 -u ADMIN -p "$BMC_PW" -c UpdateBios --file BIOS_X13DEG-QT_20250311_2.4_STDsp.bin
onecli config show IMM -b USERID:{{password:lenovo-xcc-password}}@10.10.5.31
ngc config set
ngc registry image list nvidia/pytorch
sha256sum BIOS_X13DEG-QT_20250311_2.4_STDsp.bin
