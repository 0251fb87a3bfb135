base:
  'slurm*':
    - slurm
  'cache*':
    - redis
