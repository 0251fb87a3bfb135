export KALDI_ROOT=/opt/apps/kaldi/2024.09
[ -f $KALDI_ROOT/tools/env.sh ] && . $KALDI_ROOT/tools/env.sh
export PATH=$PWD/utils/:$KALDI_ROOT/tools/openfst/bin:$KALDI_ROOT/src/bin:$PATH
. $KALDI_ROOT/tools/config/common_path.sh
export LC_ALL=C
# built from kaldi-asr/kaldi at 4a8b7f6730c8d0b2e3f59ad4c1e6b7a8d9f0e1c2
