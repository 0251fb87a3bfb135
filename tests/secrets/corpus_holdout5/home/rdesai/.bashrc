# .bashrc
if [ -f /etc/bashrc ]; then
    . /etc/bashrc
fi

export PATH="$HOME/.local/bin:$PATH"
export KILOSORT_TMP=/scratch/$USER/ks4
# DANDI archive (dandiarchive.org > My Account > API key)
export DANDI_API_KEY={{hex40:dandi-api-key}}
# staging instance for test uploads: key comes from `pass`
export DANDI_STAGING_API_KEY="$(pass show dandi/staging 2>/dev/null)"
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
