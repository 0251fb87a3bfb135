# .bashrc -- awhaanga
[ -f /etc/bashrc ] && . /etc/bashrc

export PRESTO=$HOME/src/presto
export PATH=$PRESTO/bin:$HOME/.local/bin:$PATH
export LD_LIBRARY_PATH=$PRESTO/lib:$LD_LIBRARY_PATH
export TEMPO=$HOME/src/tempo

# psrdb (pulsar timing database) -- token lives in ~/.config/psrdb/token, never here
export PSRDB_URL=https://psrdb.linnet.example.nz/graphql/
export PSRDB_TOKEN=$(cat ~/.config/psrdb/token 2>/dev/null)

# the PRESTO build we validated against (v5.0.2 + gpu patches)
alias presto-rev='echo 3f6a2c91d0b84e7a5c1f9e2d6b0a4c8e7f3d1a25'
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
