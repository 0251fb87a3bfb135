# Vehicle routing for the last mile, JuMP + Gurobi; distances from HERE Matrix Routing
using JuMP, Gurobi, HTTP, JSON3
const HERE_API_KEY = "{{here_api_key}}"
const GRB_ENV = Gurobi.Env()   # reads GRB_LICENSE_FILE
function distance_matrix(origins)
    body = JSON3.write(Dict("origins" => origins, "regionDefinition" => Dict("type" => "world")))
    r = HTTP.post("https://matrix.router.hereapi.com/v8/matrix?async=false&apiKey=$(HERE_API_KEY)", ["Content-Type" => "application/json"], body)
    return JSON3.read(r.body)
end
model = Model(() -> Gurobi.Optimizer(GRB_ENV))
set_attribute(model, "Seed", 20250301)
