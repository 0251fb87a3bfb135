# loaded on every julia start
ENV["JULIA_PKG_SERVER"] = "https://pkg.julialang.org"
ENV["CENSUS_API_KEY"] = "{{hex40:census-api-key}}"
atreplinit() do repl
    @eval using Revise
end
