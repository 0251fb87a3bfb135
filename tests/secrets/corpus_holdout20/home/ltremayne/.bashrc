[ -f /etc/bashrc ] && . /etc/bashrc
module load pdal cloudcompare
export ODM_URL=https://odm.shag.example.edu
export ADMIRALTY_KEY_FILE=~/.config/admiralty/key
export PATH=$HOME/rtklib/bin:$PATH
