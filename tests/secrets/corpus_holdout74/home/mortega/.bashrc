# mortega — web front ends
export PATH=$HOME/.acme.sh:$HOME/bin:$PATH
export GITLAB_HOST=https://git.dunnock.example.nz
export GITLAB_TOKEN={{gitlab}}
# acme.sh keeps CF_Token in ~/.acme.sh/account.conf after the first issue
export CF_Account_ID=8e1f4a7c0b3d6e9f2a5c8b1d4e7f0a3c
alias hareload='sudo systemctl reload haproxy && sudo journalctl -u haproxy -n 20'
