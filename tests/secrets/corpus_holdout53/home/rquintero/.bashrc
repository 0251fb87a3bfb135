# ~/.bashrc (rquintero)
module load freesurfer/7.4.1 fsl/6.0.7
export FREESURFER_HOME=/appl/soft/neuro/freesurfer/7.4.1
export FS_LICENSE=/projappl/project_2007730/hippocampal-subfields/freesurfer/license.txt
export SUBJECTS_DIR=/scratch/project_2007730/subjects
source $FREESURFER_HOME/SetUpFreeSurfer.sh

# DANDI: dandi-cli reads DANDI_API_KEY before asking the keyring
export DANDI_API_KEY={{hex40:dandi-api-key}}
# OpenNeuro CLI keeps its own key in ~/.openneuro
export DANDI_INSTANCE=dandi
