#!/usr/bin/env bash
# Plains Cree (nêhiyawêwin) TDNN-F recipe, adapted from egs/mini_librispeech
. ./cmd.sh
. ./path.sh
stage=0
. utils/parse_options.sh

if [ $stage -le 1 ]; then
  local/prepare_from_elan.py --eaf-dir ../elan --tier "crk-orth" --out data/all
  utils/subset_data_dir_tr_cv.sh data/all data/train data/dev
fi
if [ $stage -le 2 ]; then
  local/prepare_dict.sh --lexicon ../../crk-nehiyawewin-dict/lexicon.txt data/local/dict
  utils/prepare_lang.sh data/local/dict "<unk>" data/local/lang data/lang
fi
if [ $stage -le 3 ]; then
  steps/make_mfcc.sh --cmd "$train_cmd" --nj 16 data/train
  steps/train_mono.sh --cmd "$train_cmd" --nj 16 data/train data/lang exp/mono
fi
