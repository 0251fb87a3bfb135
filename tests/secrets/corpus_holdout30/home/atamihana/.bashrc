# ~/.bashrc -- Anahera Tamihana, VLBI correlation (EVN / e-MERLIN follow-up)
[ -f /etc/bashrc ] && . /etc/bashrc

module load difx/2.8.1 openmpi/4.1.6 casa/6.6.4
export DIFXROOT=/opt/difx/2.8.1
export DIFX_GROUP_ID=vlbi
export CALC_SERVER=localhost
export MARK5_DIR_PATH=/scratch/vlbi/dirs
export DIFX_VERSION=DiFX-2.8.1
export JIVE5AB_PORT=2620

# EVN archive (proprietary period data for EK051), account atamihana
export EVN_ARCHIVE_USER=atamihana
export EVN_ARCHIVE_PASS='{{password:evn-archive-password}}'

# shared passphrase is "kitten" only on the test tsunamid, see notes/flexbuff.org
alias fb='ssh flexbuff02.sanderling.example.org'
alias vexcheck='vex2difx -v -d'
