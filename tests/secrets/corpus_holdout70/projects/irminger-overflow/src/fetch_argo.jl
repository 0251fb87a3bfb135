# Fetch Argo profiles for the floats in the study box from the GDAC (public, no login)
using Downloads, SHA, ArgParse

const GDAC = "https://data-argo.ifremer.fr/dac"
const DAC = Dict(6903550 => "coriolis", 6903551 => "coriolis", 3902412 => "aoml",
                 6902993 => "bodc")

# sha256 of the files as fetched for the 2025-04 snapshot; a changed file means a DMQC update
const KNOWN = Dict(
    6903550 => "4f1c2e7a9b03d85e61a0c7f2b94e18d3a6c5f07e29b81d4c3a5e6f708192a3b4",
    6903551 => "b7a0e3f9c2d15a8e64f0b3c7d91e2a5f8c06b4d3e7f1a29c5b8d0e6f3a7c14d2",
)

function fetch(wmo::Int; dest="data/argo")
    url = "$GDAC/$(DAC[wmo])/$wmo/$(wmo)_prof.nc"
    path = joinpath(dest, "$(wmo)_prof.nc")
    Downloads.download(url, path)
    h = bytes2hex(open(sha256, path))
    if haskey(KNOWN, wmo) && KNOWN[wmo] != h
        @info "float $wmo changed since snapshot" h
    end
    return path
end

s = ArgParseSettings()
@add_arg_table! s begin
    "--wmo"
        nargs = '+'
        arg_type = Int
end
args = parse_args(s)
foreach(fetch, args["wmo"])
