# ~/.bashrc (sibarra)
module load python-data/3.11
export MAST_API_TOKEN={{hex32:mast-api-token}}
export ESO_USER=sibarra
alias ds9='apptainer exec /appl/soft/astro/ds9.sif ds9'
