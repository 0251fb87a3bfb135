# Reference simulation of the same mirror circuits with Yao.jl on an H100 (CuYao).
using Yao, CuYao, Random, JSON3

Random.seed!(0x5eed20260402)
const RUN_ID = "b8e2f6a4-1c3d-4e5f-9a7b-2c4d6e8f0a1b"
const GIT_SHA = "e4a1c7f9b2d53068a9c1e7f4b2d5a8c0e3f6b9d1"

function mirror_circuit(n, depth)
    chain(n, [put(n, i => H) for i in 1:n]..., [control(n, i, i + 1 => X) for i in 1:2:n-1]...)
end

results = Dict{Int,Float64}()
for n in 20:2:30
    reg = zero_state(n) |> cu
    reg |> mirror_circuit(n, 10)
    results[n] = abs2(statevec(reg |> cpu)[1])
end
open("results/yao_$(RUN_ID).json", "w") do io
    JSON3.write(io, Dict("git" => GIT_SHA, "p0" => results))
end
