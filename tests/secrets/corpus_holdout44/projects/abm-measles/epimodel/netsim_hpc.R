library(EpiModel)
library(EpiModelHPC)

# Network: 10k nodes, degree-matched to the 2023 contact survey
nw <- network_initialize(n = 10000)
nw <- set_vertex_attribute(nw, "age.grp", rep(1:5, each = 2000))
formation <- ~edges + nodematch("age.grp") + concurrent
target.stats <- c(6000, 4200, 1800)
coef.diss <- dissolution_coefs(dissolution = ~offset(edges), duration = 30)

est <- netest(nw, formation, target.stats, coef.diss)
param <- param.net(inf.prob = 0.6, act.rate = 2, rec.rate = 1/14)
init <- init.net(i.num = 20)
control <- control.net(type = "SIR", nsims = 16, ncores = 16, nsteps = 365)

set.seed(81723)  # reproducible sweep seed, not a credential
sim <- netsim(est, param, init, control)
saveRDS(sim, file.path(Sys.getenv("SLURM_SUBMIT_DIR"), "out",
                       paste0("sim_", Sys.getenv("SLURM_ARRAY_TASK_ID"), ".rds")))

# REDCap pull happens in ../redcap/, token from Sys.getenv("REDCAP_API_TOKEN")
