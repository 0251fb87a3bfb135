# convex hull energies exported from AiiDA (group 3c8e2f41-9a6d-4b07-8e15-d2c4a6f8b9e0)
using CSV, DataFrames
df = CSV.read("hull.csv", DataFrame)
stable = filter(r -> r.e_above_hull < 0.025, df)
println(nrow(stable), " stable of ", nrow(df))
