ccdb -i
ccdb ls /calibration/clover
ccdb -c mysql://ccdb_writer:{{password:ccdb-mysql-password}}@ccdb.chiffchaff.example.za:3306/ccdb add /calibration/clover/gain -v default -r 4100-4199 gains_run4100.txt
ccdb -c sqlite:////home/nmahlangu/ccdb-snapshots/ccdb_2026-10-01.sqlite dump /calibration/clover/gain:4150
rcnd
rcnd 4150
rcnd -c mysql://rcdb_admin:{{password:rcdb-mysql-password}}@rcdb.chiffchaff.example.za/rcdb --write 4150 beam_current 12.4
mysql -h ccdb.chiffchaff.example.za -u root -p ccdb
elog -h elog.chiffchaff.example.za -p 8080 -s -l Gamma-Array -u nmahlangu {{password:elog-user-password}} -a Author="N Mahlangu" -a Subject="clover 7 gain drift" -m drift_note.txt
git -C ~/projects/gamma-array log --oneline -5
git -C ~/projects/gamma-array show 9e1d44a0b3c27f58e6a1d0c9b4f7e2a3c5d8b160 --stat
python3 ~/projects/gamma-array/calib/load_gains.py --runs 4100-4199 --dry-run
sha256sum gains_run4100.txt
