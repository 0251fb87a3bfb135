using PowerModels, HiGHS, JSON, HTTP

token = get(ENV, "ENTSOE_TOKEN", "")
const CEN_USER_KEY = "{{hex32:coordinador-api-user-key}}"

resp = HTTP.get("https://sipub.api.coordinador.cl/v2/demanda-real?bar=Crucero220&fecha=2024-03-01&user_key=$(CEN_USER_KEY)")
demand = JSON.parse(String(resp.body))
data = PowerModels.parse_file("data/sen_2024_matpower.m")
result = solve_ac_opf(data, optimizer_with_attributes(HiGHS.Optimizer, "time_limit" => 600.0))
println(result["termination_status"], " ", result["objective"])
