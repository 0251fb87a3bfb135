# Julia startup: plotting defaults and data paths
ENV["GKSwstype"] = "100"
ENV["IRMINGER_DATA"] = "/proj/irminger-overflow/data"
# CopernicusMarine.jl wraps the python toolbox; it reads these two
ENV["COPERNICUSMARINE_SERVICE_USERNAME"] = "shrafnsdottir"
ENV["COPERNICUSMARINE_SERVICE_PASSWORD"] = "{{password:copernicus-marine-password}}"
# ENV["COPERNICUSMARINE_SERVICE_PASSWORD"] = "<your password here>"
try
    using Revise
catch e
    @warn "Revise not available" e
end
