cd /nesi/project/abm-ministry
sbatch slurm/scenario_array.sbatch 881
julia --project=julia julia/run_scenarios.jl --scenario 881
azcopy copy "https://healthabmshare.blob.core.windows.net/linnet-drop/nir_extract_2025-05.parquet?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-07-01T00:00:00Z&st=2025-05-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-token}}" data/raw/
quarto publish posit-connect reports/weekly.qmd --server https://connect.linnet.example.nz
ssh-keygen -F sftp.health-ministry.example.govt.nz
