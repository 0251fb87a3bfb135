using Pumas, CSV, DataFrames, PumasUtilities
# Pumas is licensed through JuliaHub; `using JuliaHub; JuliaHub.authenticate("juliahub.com")`
# keeps the token in ~/.julia/servers/juliahub.com/auth.toml
df = CSV.read("../data/derived/nm_cef_v7.csv", DataFrame; missingstring = ".")
pop = read_pumas(df; id = :ID, time = :TIME, amt = :AMT, observations = [:DV], covariates = [:WT, :PMA, :CRCL], evid = :EVID)
fit = fit(model104, pop, init_params(model104), FOCE())
