export KALDI_ROOT=/apps/kaldi/2024-11-05-7637de77e
[ -f $KALDI_ROOT/tools/env.sh ] && . $KALDI_ROOT/tools/env.sh
export PATH=$PWD/utils/:$KALDI_ROOT/tools/openfst/bin:$KALDI_ROOT/src/bin:$PATH
export LC_ALL=C
