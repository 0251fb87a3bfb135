[ -f /etc/bashrc ] && . /etc/bashrc
export OPENPOSE_ROOT=/opt/apps/openpose/1.7.0
export PATH=$OPENPOSE_ROOT/build/examples/openpose:$PATH
# Vimeo personal access token (upload + private scopes)
export VIMEO_TOKEN={{hex32:vimeo-access-token}}
