export FS_LICENSE=~/projects/hippocampal-subfields/freesurfer/license.txt
module load freesurfer/7.4.1 fsl/6.0.7 ants/2.5
fw login {{flywheel_api_key}}
fw ls "hippo-lab/7T-subfields"
fw download "hippo-lab/7T-subfields/sub-012" -o /scratch/ytanaka/fw
openneuro-cli login
deno run -A jsr:@openneuro/cli upload --affirmDefaced bids/ds-hipposub
xnat-upload --host https://xnat.wagtail.example.jp --user ytanaka --project HIPPO7T sub-013.zip
datalad clone https://github.com/OpenNeuroDatasets/ds004884.git
segmentHA_T2.sh sub-012 /scratch/ytanaka/T2/sub-012_T2w.nii.gz T2only 0
fw login --api-key $(cat ~/.config/flywheel/key)
sha256sum bids/ds-hipposub/sub-012/anat/*.nii.gz
