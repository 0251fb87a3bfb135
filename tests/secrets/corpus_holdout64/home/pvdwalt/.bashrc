# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/bin:$HOME/.dotnet/tools:$PATH
export MQ_HOME=/apps/maxquant/2.6.3.0
export DIANN_IMG=registry.redpoll.example.za/proteomics/diann:1.9.2
# LIMS read-only user; write user is in lims/config.ini
export LIMS_DSN="host=lims-db dbname=proteome_lims user=lims_ro"
export PGPASSFILE=$HOME/.pgpass
alias rawls='ls -lh /mnt/qe-raw/$(date +%Y)/$(date +%m)'
