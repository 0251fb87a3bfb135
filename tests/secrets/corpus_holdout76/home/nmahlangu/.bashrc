# ~/.bashrc (nmahlangu)
source /etc/profile.d/modules.sh
module load root/6.32.08 python/3.11

# CCDB / RCDB (the Jefferson Lab tools, our own servers)
export CCDB_HOME=$HOME/sw/ccdb
source $CCDB_HOME/environment.bash
export CCDB_USER=nmahlangu
export CCDB_CONNECTION=mysql://ccdb_writer:{{password:ccdb-mysql-password}}@ccdb.chiffchaff.example.za:3306/ccdb
#export CCDB_CONNECTION=sqlite:////home/nmahlangu/ccdb-snapshots/ccdb_2026-10-01.sqlite
export RCDB_CONNECTION=mysql://rcdb@rcdb.chiffchaff.example.za/rcdb

export ELOG_HOST=elog.chiffchaff.example.za
alias ccdbr='ccdb -c $CCDB_CONNECTION'
