using LibPQ, DataFrames

# transects and retreat rates in PostGIS
conn = LibPQ.Connection("host=pg.shag.example.edu dbname=cliffs user=ltremayne password={{password:postgresql-password}}")
df = DataFrame(execute(conn, "SELECT transect_id, epr_m_yr FROM retreat WHERE site = 'porthleven'"))
# EPSG:27700; survey ids 7f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f etc. are UUIDs, not keys
