cd ~/projects/jse-liquidity
python -c "import wrds; db = wrds.Connection(wrds_username='nkhumalo'); db.create_pgpass_file()"
chmod 600 ~/.pgpass
ssh nkhumalo@wrds-cloud.wharton.upenn.edu
qsub -cwd crsp_extract.sh
scp nkhumalo@wrds-cloud.wharton.upenn.edu:~/scratch/taq_jse_2024.parquet data/
python lseg/tick_history.py --ric 'NPNJn.J' --start 2024-01-02 --end 2024-12-31
export LD_APP_KEY={{refinitiv_app_key:lseg-app-key}}
python -c "import lseg.data as ld; ld.open_session('platform.ldp'); print(ld.get_data('NPNJn.J', ['TR.PriceClose']))"
cat ~/.bloomberg/ps-credential.txt | jq .name
python bbg/dl_request.py --universe jse_top40 --fields PX_LAST,PX_BID,PX_ASK
sbatch slurm/taq_array.sbatch
sacct -j 4419823 --format=JobID,State,Elapsed
git commit -am "spread decomposition, Huang-Stoll"
