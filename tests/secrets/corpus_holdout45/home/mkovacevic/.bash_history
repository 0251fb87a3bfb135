cd /projects/childes-morph
module load R/4.4.1
Rscript R/childes_mirror.R
mysql -h db02.jacana.example.org --defaults-file=~/.my.cnf -e 'select count(*) from childesdb_2021_1.utterance'
mysqldump childesdb_2021_1 | gzip > /scratch/mkovacevic/childesdb.sql.gz
bash scripts/talkbank_fetch.sh Eng-NA/Brown
osf -p k7q3m upload data/prereg.pdf /prereg/prereg_v2.pdf
export OSF_PASSWORD='{{password:osf-password}}'
osf -u mkovacevic@jacana.example.org -p k7q3m list
python scripts/prolific_study.py --publish
md5sum data/*.cha | head
