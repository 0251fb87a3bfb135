# loaded by every julia session on puffin
atreplinit() do repl
    try
        @eval using Revise
    catch e
        @warn "Revise unavailable" exception = e
    end
end

ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"
ENV["PLANET_API_KEY"] = "{{planet_key:planet-api-key}}"
ENV["CDSAPI_KEY"] = get(ENV, "CDSAPI_KEY", "")
