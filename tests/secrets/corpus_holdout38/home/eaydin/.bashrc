# ~/.bashrc (eaydin)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/opt/metashape-pro:$PATH
export AGISOFT_FLS=license.phalarope.example.org:5842
export SKETCHFAB_API_TOKEN={{hex32:sketchfab-api-token}}
export SKETCHFAB_ORG=b7c19e04d3a54f2f8e21a6c0d9f3e5b7
alias scans='cd /projects/sherd-scans/scans'
