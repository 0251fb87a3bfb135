hpssgui.pl &
db2 connect to hsubsys1 user hpssdb using {{password:password}}
db2 "select count(*) from hpss.bitfile"
java -jar /opt/ts4500cli/TS4500CLI.jar -ip 10.50.1.10 -u tapeadmin -p {{password:password}} --viewDriveSummary
java -jar /opt/ts4500cli/TS4500CLI.jar -ip 10.50.1.10 -u tapeadmin -p "$TS4500_PW" --viewCartridges
curl -k -u admin https://scalar-i6k.arch.godwit.example.edu/aml/drives
hsi -q "ls -l /home/hbergstrom/xenon"
htar -cvf /home/aoyelaran/idats_2025.tar /scratch/aoyelaran/idats
globus-connect-server endpoint show
lsblk; ltfs -o devname=/dev/sg4 /mnt/ltfs
