# Probabilistic record linkage across roll years (Fellegi–Sunter) on the pollbooks database
using LibPQ, DataFrames, StringDistances, Random

Random.seed!(1885)
conn = LibPQ.Connection("host=pg.dotterel.example.org dbname=pollbooks user=linker password={{password:postgres-password}}")
voters = DataFrame(execute(conn, "SELECT voter_id, roll_year, parish, surname, forename FROM voters"))

jw(a, b) = compare(a, b, JaroWinkler())
m_probs = Dict(:surname => 0.95, :forename => 0.9, :parish => 0.85)
u_probs = Dict(:surname => 0.01, :forename => 0.05, :parish => 0.08)
close(conn)
