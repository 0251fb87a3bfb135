# FUSE.jl study driver: posts to the ITER Mattermost channel when a study finishes
using FUSE, HTTP, JSON

const HOOK = "https://chat.iter.org/hooks/{{mattermost_webhook}}"

function notify(msg::String)
    HTTP.post(HOOK, ["Content-Type" => "application/json"], JSON.json(Dict("text" => msg)))
end

ini, act = FUSE.case_parameters(:ITER; init_from=:scalars)
dd = FUSE.init(ini, act)
notify("FUSE ITER baseline done: Q = $(round(dd.summary.global_quantities.fusion_fluxes.q; digits=2))")
