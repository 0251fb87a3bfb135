cd ~/projects/court-nlp
curl -s -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22qualified+immunity%22&type=o" | jq '.count'
curl -s "https://www.courtlistener.com/api/rest/v4/opinions/2812209/" -H 'Authorization: Token <your-token-here>'
pip install prodigy -f https://{{prodigy}}@download.prodi.gy
prodigy ner.manual legal_ents blank:en data/opinions_sample.jsonl --label STATUTE,CASE,COURT,JUDGE
python -m spacy download en_core_web_trf
sbatch slurm/finetune_legalbert.sbatch
git log --oneline -3
sha1sum data/recap/gov.uscourts.ilnd.412877.1.0.pdf
export ANTHROPIC_API_KEY="{{anthropic}}"
python pipeline/summarise.py --court ca7 --year 2023
unset ANTHROPIC_API_KEY
psql "postgresql://courts:$(pass show redshank/courtsdb)@db03.redshank.example.org/courts" -c '\dt'
