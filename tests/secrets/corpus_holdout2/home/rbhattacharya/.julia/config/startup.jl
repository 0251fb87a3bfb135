ENV["JULIA_NUM_THREADS"] = "8"
ENV["GKSwstype"] = "100"
# PkgTemplates.jl / GitHub.jl, to register DFTKExtras in the group registry
ENV["GITHUB_AUTH"] = "{{github_pat:github-token}}"

try
    using Revise
catch e
    @warn "Revise not available" exception = e
end
