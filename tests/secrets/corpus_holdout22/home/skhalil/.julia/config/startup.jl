using Pkg
ENV["JULIA_NUM_THREADS"] = "16"
# NSRDB downloads (developer.nrel.gov)
ENV["NREL_API_KEY"] = "{{random40:nrel-api-key}}"
atreplinit() do repl
    @info "startup.jl loaded"
end
