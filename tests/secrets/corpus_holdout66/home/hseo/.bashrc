# .bashrc -- hseo
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export CASASITECONFIG=$HOME/.casa/config.py
export ALMA_DATA=/scratch/hseo/alma
# astroquery reads the password from the keyring, never from here
export ASTROQUERY_ALMA_USER=hseo_alma

# gitlab.hawfinch.example.kr, api + read_repository, made 2025-09
export GITLAB_TOKEN={{gitlab:gitlab-token}}
# old one (glpat-...x9Qw) was revoked when I left the KASI group

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias casa6='module load casa/6.6.4 && casa --nologger'
