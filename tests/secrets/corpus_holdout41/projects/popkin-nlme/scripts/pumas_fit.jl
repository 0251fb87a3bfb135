# Pumas re-fit of run214 against the warehouse extract
using LibPQ, DataFrames, Pumas

conn = LibPQ.Connection("host=pgdb01.yellowlegs.example.org dbname=popkin user=avirtanen password={{password:postgresql-password}}")
df = DataFrame(execute(conn, "SELECT * FROM nm_ready WHERE study = 'POPKIN-PED'"))
close(conn)
pop = read_pumas(df; id = :ID, time = :TIME, observations = [:DV], amt = :AMT, evid = :EVID, covariates = [:WT, :PMA])
# JuliaHub token is read by JuliaHub.jl from ~/.julia/servers/juliahub.com/auth.toml, never here
