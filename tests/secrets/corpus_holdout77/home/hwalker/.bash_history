jf project check -e
jf runner start
jf job list -s FAILED
mongosh "mongodb://jfr_battery:{{password_url:mongodb-password}}@mongo-research.blackcap.example.nz:27017/jfr_battery?tls=true"
ssh-keygen -p -f ~/.ssh/id_ed25519_jfr -P '{{password:ssh-key-passphrase}}' -N ''
balsam login
balsam site ls
balsam queue submit -n 4 -t 60 -q gpu -A battery -j mpi
