lfs df -h /mnt/lustre
lctl get_param mdt.*.hsm_control
lfs hsm_state /mnt/lustre/projects/nanodisc-cryoem/raw/2025-03-11_krios/gain_ref.mrc
mysql -h rbh-db.crossbill.example.pl -u robinhood -p'{{password:robinhood-db-password}}' robinhood_lustre -e 'select count(*) from ENTRIES'
rbh-report -f /etc/robinhood.d/lustre-scratch.conf -u zwroblewska
eeadm tape list -l crossbill_ll1 | grep -v appendable
eeadm drive list
dsmc set password Lto9-Crossbill-2024 {{password:storage-protect-node-password}}
dsmc q session
ipmitool -I lanplus -H oss07-bmc.mgmt.crossbill.example.pl -U ADMIN -P '{{password:bmc-password}}' sel list | tail
mmlsfs archive -V
mmafmctl archive getstate -j cold_projects
sha256sum /gpfs/archive/.policies/migrate_lto9.pol
