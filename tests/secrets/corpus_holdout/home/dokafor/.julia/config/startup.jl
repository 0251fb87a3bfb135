ENV["JULIA_PKG_SERVER"] = "https://juliahub.com"
ENV["GITHUB_TOKEN"] = "{{github_fine:github-token}}"
ENV["JULIA_NUM_THREADS"] = "auto"

atreplinit() do repl
    try
        @eval using Revise
    catch e
        @warn "Revise unavailable" e
    end
end
