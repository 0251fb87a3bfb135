# .bashrc (hduda)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/edirect:$HOME/.local/bin:$PATH
# NCBI: 10 requests/s with a key (edirect and datasets both read NCBI_API_KEY)
export NCBI_API_KEY={{ncbi}}
export NCBI_EMAIL=helena.duda@crossbill.example.pl
export BEAGLE_LIB=/opt/beagle-lib/4.0.1/lib
export BEAST_PACKAGE_PATH=$HOME/.beast/2.7
