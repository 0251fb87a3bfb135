# loaded by every julia session on saga
using Pkg
ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"
# for ECCO downloads from PO.DAAC in julia/download_ecco.jl
ENV["EARTHDATA_TOKEN"] = "{{earthdata_token}}"
ENV["EARTHDATA_USER"] = "asaether"
atreplinit() do repl
    @eval using Revise
end
