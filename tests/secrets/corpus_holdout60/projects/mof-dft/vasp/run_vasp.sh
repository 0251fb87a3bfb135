#!/bin/bash
#SBATCH --job-name=zif8-co2
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=64
#SBATCH --time=23:00:00
#SBATCH --account=def-imelnyk
#SBATCH --mail-user=imelnyk@bunting.example.ca
#SBATCH --mail-type=END,FAIL
module load StdEnv/2023 intel/2023.2.1 openmpi/4.1.5 vasp/6.4.3
# VASP licence check: the module refuses to load unless you are in the vasp6 group
srun vasp_std > vasp.out
