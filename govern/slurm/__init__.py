"""The Slurm job_submit path: the decision daemon, its protocol, and the Lua plugin it serves."""
