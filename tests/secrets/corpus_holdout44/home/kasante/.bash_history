fairseq-preprocess --source-lang tw --target-lang en --trainpref data/train --validpref data/dev --destdir data-bin/tw-ee-en --workers 16
sbatch fairseq/train.sbatch
sacrebleu -t flores200 -l en-tw -i hyp.txt --metrics bleu chrf
crowdin upload sources -T {{hex80:crowdin-personal-access-token}}
huggingface-cli whoami
git lfs ls-files
python -c "import secrets; print(secrets.token_hex(8))"
curl -s -X POST 'https://api-free.deepl.com/v2/translate' --header 'Authorization: DeepL-Auth-Key {{deepl}}' --data-urlencode 'text=Ɛte sɛn?' --data 'target_lang=EN'
