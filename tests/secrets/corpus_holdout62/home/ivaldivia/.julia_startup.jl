# ~/.julia/config/startup.jl (copied here for backup)
ENV["JULIA_NUM_THREADS"] = "8"
ENV["ENTSOE_TOKEN"] = "{{uuid:entsoe-security-token}}"
# ENV["GUROBI_HOME"] = "/opt/gurobi1103/linux64"   # no Gurobi here, we use HiGHS
try
    using Revise
catch e
    @warn "Revise not available" e
end
