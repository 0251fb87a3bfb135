library(nlrx)
library(zen4R)

netlogopath <- file.path("/opt/netlogo/6.4.0")
modelpath <- file.path("/projects/norm-diffusion/models/norm_diffusion.nlogo")
outpath <- file.path("/projects/norm-diffusion/results")

nl <- nl(nlversion = "6.4.0", nlpath = netlogopath, modelpath = modelpath, jvmmem = 8192)
nl@experiment <- experiment(
  expname = "prestige-bias",
  outpath = outpath,
  repetition = 1,
  tickmetrics = "true",
  idsetup = "setup",
  idgo = "go",
  runtime = 2000,
  evalticks = seq(100, 2000, by = 100),
  metrics = c("count turtles with [adopted?]", "mean [prestige] of turtles"),
  variables = list("conformity-weight" = list(min = 0, max = 1, qfun = "qunif"),
                   "prestige-weight" = list(min = 0, max = 1, qfun = "qunif")),
  constants = list("population" = 500, "network-type" = "\"small-world\"")
)
nl@simdesign <- simdesign_lhs(nl, samples = 200, nseeds = 5, precision = 3)
# seeds drawn by nlrx: 1714823619 -559021337 ... recorded in results/seeds.txt

results <- run_nl_all(nl)
setsim(nl, "simoutput") <- results
write_simoutput(nl)

zenodo <- ZenodoManager$new(
  token = "{{alnum60:zenodo-token}}",
  logger = "INFO"
)
rec <- zenodo$getDepositionByConceptDOI("10.5281/zenodo.11827340")
