# Fit the Rosenthal solution's effective absorptivity to measured melt-pool widths.
using LibPQ, DataFrames, Optim

const CONNSTR = "host=pgdb.gannet.example.edu dbname=ambuilds user=hyilmaz password={{password:postgres-password}} sslmode=require"

build = parse(Int, ARGS[1])
conn = LibPQ.Connection(CONNSTR)
df = DataFrame(execute(conn, "SELECT power_w, speed_mm_s, mp_width_um FROM features WHERE build_id = \$1", [build]))
close(conn)

width(P, v, a) = 2 * sqrt(2 * a * P / (exp(1) * pi * 7900 * 500 * (1400 - 25) * v * 1e-3)) * 1e6
loss(a) = sum((width.(df.power_w, df.speed_mm_s, a[1]) .- df.mp_width_um) .^ 2)
res = optimize(loss, [0.35])
println("build $build absorptivity = ", Optim.minimizer(res)[1])
