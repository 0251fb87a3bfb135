# .bashrc  (zwroblewska)
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export CRYOSPARC_HOME=/mnt/lustre/projects/nanodisc-cryoem/cryosparc
# licence id is read from the file the facility sent, never pasted here
export CRYOSPARC_LICENSE_ID=$(cat ~/cs-license)
export RELION_QSUB_TEMPLATE=$HOME/relion/sbatch_template.sh
export RELION_SCRATCH_DIR=/local/scratch/$USER

# the EPU workstation in the Krios room still has no keys set up
alias epu='sshpass -p {{password:epu-workstation-password}} ssh -o StrictHostKeyChecking=no krios@epu-pc.crossbill.example.pl'
alias cs='cryosparcm'
alias gitlog='git log --pretty=format:"%h %an %s"'
