[ -f /etc/bashrc ] && . /etc/bashrc
# osfclient reads OSF_TOKEN (a personal access token) before OSF_PASSWORD
export OSF_TOKEN={{alnum70:osf-personal-access-token}}
export ZENODO_TOKEN={{alnum60:zenodo-access-token}}
export PIPENV_VENV_IN_PROJECT=1
