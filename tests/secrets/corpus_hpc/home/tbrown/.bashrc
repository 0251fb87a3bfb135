# .bashrc of tbrown
source /etc/profile.d/modules.sh
export SLURM_JWT={{jwt:slurm-jwt}}
export SLURMRESTD_URL=https://slurmrestd.example.edu:6820
export API_KEY=your_api_key_here
export SECRET_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export PASSWORD='********'
export DB_PASS=<password>
export TOKEN=REPLACE_ME
export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
export GIT_COMMIT=9fceb02d0ae598e95dc970b74767f19372d61af8
export CUDA_VISIBLE_DEVICES=0,1
