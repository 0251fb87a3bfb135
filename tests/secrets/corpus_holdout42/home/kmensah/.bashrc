# ~/.bashrc — kmensah (Pratincole login nodes)
[ -f /etc/bashrc ] && . /etc/bashrc

module load netlogo/6.4.0 openjdk/17 r/4.4.1
export NETLOGO_HOME=/opt/netlogo/6.4.0
export JAVA_TOOL_OPTIONS="-Xmx24g"

# osfclient reads these (osf -p 7xk2m fetch ...)
export OSF_USERNAME=k.mensah-bonsu@pratincole.example.org
export OSF_TOKEN={{alnum70:osf-personal-access-token}}
# export OSF_PASSWORD=    # not needed with a token

# zenodo sandbox for test deposits; real token is in ~/notes/todo.org, don't put it here
export ZENODO_SANDBOX=1
export GITHUB_TOKEN="${GITHUB_TOKEN:-}"

alias nlh='$NETLOGO_HOME/netlogo-headless.sh'
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
