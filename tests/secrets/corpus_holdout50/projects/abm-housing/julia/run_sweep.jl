using ABMHousing, Random
const TASK = parse(Int, ARGS[findfirst(==("--task"), ARGS) + 1])
const SEED = parse(Int, ARGS[findfirst(==("--seed"), ARGS) + 1])
Random.seed!(SEED)
params = ABMHousing.grid()[TASK]
model = ABMHousing.init(; params..., fred_key = get(ENV, "FRED_API_KEY", ""))
run!(model, 480)
ABMHousing.save("results/sweep_$(lpad(TASK, 3, '0')).arrow", model)
