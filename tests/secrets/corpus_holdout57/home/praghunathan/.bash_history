module load gurobi/11.0.3 cplex/22.1.1
grbgetkey {{uuid:gurobi-license-key}}
gurobi_cl --license
export GRB_LICENSE_FILE=$HOME/gurobi.lic
sbatch slurm/solve.sbatch instances/nordic_cc_120.mps.gz
sha256sum instances/nordic_cc_120.mps.gz
pip install gurobipy==11.0.3 --hash=sha256:2f1e8c7d6b5a4938271605f4e3d2c1b0a9f8e7d6c5b4a3928170f6e5d4c3b2a1
pip install ortools==9.11.4210
grbcluster login --manager=https://gurobi-cm.redstart.example.se --username=praghunathan
cplex -c "read instances/nordic_cc_120.lp" "optimize"
