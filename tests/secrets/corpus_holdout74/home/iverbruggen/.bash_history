curl -X POST https://api-free.deepl.com/v2/translate -H "Authorization: DeepL-Auth-Key {{deepl:deepl-api-key}}" -d text="Kia ora koutou" -d target_lang=EN
curl https://api-free.deepl.com/v2/usage -H "Authorization: DeepL-Auth-Key $DEEPL_AUTH_KEY"
curl -s "https://translation.googleapis.com/language/translate/v2?key={{google_api_key}}&q=Kei%20te%20pehea%20koe&source=mi&target=en"
gcloud auth activate-service-account --key-file=/projects/te-reo-mt/keys/translate-sa.json
gcloud services api-keys list --project dunnock-te-reo-mt
huggingface-cli whoami
sacrebleu refs/test.en -i out/deepl.en -m bleu chrf
python eval/deepl_eval.py --split test --glossary 3f7c2a91-8d4e-4b6a-b1f0-c52e9d7a4e18
python eval/deepl_eval.py --split dev
sbatch slurm/nllb_finetune.sbatch
md5sum data/paakehā_parallel.tsv
