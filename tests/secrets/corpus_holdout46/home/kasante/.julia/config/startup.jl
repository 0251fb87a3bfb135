ENV["JULIA_NUM_THREADS"] = "16"
# AstroQuery-like MAST calls from HTTP.jl
ENV["MAST_TOKEN"] = "{{hex32:mast-api-token}}"
ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"
