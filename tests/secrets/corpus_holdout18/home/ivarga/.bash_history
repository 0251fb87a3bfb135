dsmadmc -id=admin -password={{password:storage-protect-admin-password}} -dataonly=yes "q stg"
dsmadmc -id=ivarga -pa=$(cat ~/.tsmpw) "q libv TS4500 *"
racadm -r 10.40.1.21 -u root -p {{password:idrac-password}} get iDRAC.Info
racadm -r 10.40.1.22 -u root -p calvin getsysinfo
ds3_java_cli -e blackpearl.kittiwake.example.edu -a "$DS3_ACCESS_KEY" -k {{password:spectra-ds3-secret-key}} -c get_service
lfs hsm_state /lustre/projects/xenon-dm/rawdata/051230/*
ipmitool -I lanplus -H 10.40.1.30 -U ADMIN -P {{password:ipmi-password}} chassis status
